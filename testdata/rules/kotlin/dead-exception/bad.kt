fun withdraw(amount: Long) {
    if (amount <= 0) {
        IllegalArgumentException("amount must be positive") // want "kotlin/dead-exception"
        println("checked")
    }
}
