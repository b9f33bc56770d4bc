class Account {
  void withdraw(long amount) {
    if (amount <= 0) {
      throw new IllegalArgumentException("amount must be positive: " + amount);
    }
    RuntimeException e = new IllegalStateException("kept");
    log(e);
    new Thread(() -> {}).start();
    new Handler() {
      void handle() {}
    };
  }
  void log(Exception e) {}
  abstract static class Handler { abstract void handle(); }
}
