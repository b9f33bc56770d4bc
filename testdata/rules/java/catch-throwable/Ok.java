class Loader {
  void load() {
    try {
      read();
    } catch (IOException e) {
      log.warn("failed", e);
    }
    try { read(); } catch (Throwable t) { log.error("fatal", t); throw t; }
  }
}
