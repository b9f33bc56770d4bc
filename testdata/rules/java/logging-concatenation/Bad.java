class Loader {
  void load(String user, int n) {
    log.debug("loaded " + n + " items for " + user); // want "java/logging-concatenation"
  }
}
