fun withdraw(amount: Long) {
    require(amount > 0) { "amount must be positive" }
    check(!closed) { "account closed" }
    if (amount > limit) throw LimitExceeded(amount)
    if (bad) throw IllegalStateException("wrapped", cause)
    if (x) throw IllegalStateException("a") else log("b")
    balance -= amount
}
