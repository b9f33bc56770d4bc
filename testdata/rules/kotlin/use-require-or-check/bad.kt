fun withdraw(amount: Long) {
    if (amount <= 0) throw IllegalArgumentException("amount must be positive") // want "kotlin/use-require-or-check"
    if (closed) { // want "kotlin/use-require-or-check"
        throw IllegalStateException("account closed")
    }
    balance -= amount
}
