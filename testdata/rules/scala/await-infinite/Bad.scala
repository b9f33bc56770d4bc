object Main {
  val user = Await.result(fetchUser(id), Duration.Inf) // want "scala/await-infinite"
}
