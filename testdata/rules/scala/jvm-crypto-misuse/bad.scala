import java.security.{SecureRandom, Signature}
import javax.crypto.{KeyGenerator, SecretKeyFactory}

object Crypto {
  def setup(): Unit = {
    val keyGen = KeyGenerator.getInstance("Blowfish")
    keyGen.init(64) // want "scala/jvm-crypto-misuse"
    val s = Signature.getInstance("SHA1withRSA") // want "scala/jvm-crypto-misuse"
    val f = SecretKeyFactory.getInstance("PBEWithMD5AndDES") // want "scala/jvm-crypto-misuse"
    val r = new SecureRandom("seed".getBytes) // want "scala/jvm-crypto-misuse"
    val t = new SecureRandom()
    t.setSeed(42L) // want "scala/jvm-crypto-misuse"
  }
}
