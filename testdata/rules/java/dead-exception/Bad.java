class Account {
  void withdraw(long amount) {
    if (amount <= 0) {
      new IllegalArgumentException("amount must be positive: " + amount); // want "java/dead-exception"
    }
    if (amount > 1_000_000) {
      new java.lang.IllegalStateException("limit"); // want "java/dead-exception"
    }
  }
}
