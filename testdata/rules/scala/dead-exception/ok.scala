class Account {
  def withdraw(amount: Long): Unit = {
    if (amount <= 0) {
      throw new IllegalArgumentException("amount must be positive")
    }
    require(amount < 1000000, "limit")
  }

  def failure(): Throwable = {
    println("building")
    new IllegalStateException("returned")
  }
}
