class Account {
  def withdraw(amount: Long): Unit = {
    if (amount <= 0) {
      new IllegalArgumentException("amount must be positive") // want "scala/dead-exception"
      println("checked")
    }
  }
}
