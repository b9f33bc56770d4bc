suspend fun poll() {
    while (true) {
        check()
        Thread.sleep(1000) // want "kotlin/thread-sleep-in-suspend"
    }
}
fun start() = scope.launch { Thread.sleep(10) } // want "kotlin/thread-sleep-in-suspend"
