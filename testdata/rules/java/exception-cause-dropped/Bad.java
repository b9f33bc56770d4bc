class Loader {
  Config load() {
    try { return parse(); } catch (IOException e) {
      throw new IllegalStateException(e.getMessage()); // want "java/exception-cause-dropped"
    }
  }
}
