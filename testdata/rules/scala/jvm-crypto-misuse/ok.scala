import java.security.{SecureRandom, Signature}
import javax.crypto.{KeyGenerator, SecretKeyFactory}

object Crypto {
  def setup(): Unit = {
    val keyGen = KeyGenerator.getInstance("AES")
    keyGen.init(256)
    val s = Signature.getInstance("SHA256withECDSA")
    val f = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
    val r = new SecureRandom()
  }

  def simulation(): Int = {
    val rnd = new scala.util.Random()
    rnd.setSeed(42L)
    rnd.nextInt()
  }
}
