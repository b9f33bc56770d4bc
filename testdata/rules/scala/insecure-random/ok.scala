import java.security.SecureRandom
import java.util.Base64
import scala.util.Random

object Tokens {
  def resetToken(): String = {
    val bytes = new Array[Byte](32)
    new SecureRandom().nextBytes(bytes)
    Base64.getUrlEncoder.withoutPadding.encodeToString(bytes)
  }

  def shuffleDeck(cards: Seq[Card]): Seq[Card] = Random.shuffle(cards)

  val jitterMillis: Int = Random.nextInt(500)
}
