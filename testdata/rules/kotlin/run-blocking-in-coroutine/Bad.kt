suspend fun refresh() {
    val user = runBlocking { api.user() } // want "kotlin/run-blocking-in-coroutine"
    show(user)
}
