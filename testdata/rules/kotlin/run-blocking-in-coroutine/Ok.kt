suspend fun refresh() {
    val user = api.user()
    show(user)
}
fun main() = runBlocking { refresh() }
