fun withdraw(amount: Long) {
    if (amount <= 0) {
        throw IllegalArgumentException("amount must be positive")
    }
    require(amount < 1_000_000) { "limit" }
    val e = IllegalStateException("kept")
    println(e)
}

fun failure(): Throwable = run {
    println("building")
    IllegalStateException("returned")
}
