class Loader {
  void load() {
    try {
      read();
    } catch (Throwable t) { // want "java/catch-throwable"
      log.warn("failed", t);
    }
    try { read(); } catch (Error e) { retry(); } // want "java/catch-throwable"
  }
}
