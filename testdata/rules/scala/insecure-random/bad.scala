import scala.util.Random

object Tokens {
  def resetToken(): String = Random.alphanumeric.take(32).mkString // want "scala/insecure-random"

  val sessionId: Long = new Random().nextLong() // want "scala/insecure-random"

  def issue(user: User): Unit = {
    val apiKey = new scala.util.Random().nextString(24) // want "scala/insecure-random"
    store(user, apiKey)
  }
}
