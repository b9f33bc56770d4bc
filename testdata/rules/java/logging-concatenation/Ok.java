class Loader {
  void load(String user, int n) {
    log.debug("loaded {} items for {}", n, user);
    log.error("failed for " + user);
  }
}
