fun cleanup() {
    cache.clear()
    System.currentTimeMillis()
}
