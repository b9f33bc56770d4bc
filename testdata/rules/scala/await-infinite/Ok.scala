object Main {
  val user = Await.result(fetchUser(id), 5.seconds)
}
