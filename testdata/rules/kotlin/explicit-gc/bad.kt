fun cleanup() {
    cache.clear()
    System.gc() // want "kotlin/explicit-gc"
}
