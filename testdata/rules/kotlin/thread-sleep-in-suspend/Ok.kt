suspend fun poll() {
    while (true) {
        check()
        delay(1000)
    }
}
fun blockingRetry() { Thread.sleep(100) }
