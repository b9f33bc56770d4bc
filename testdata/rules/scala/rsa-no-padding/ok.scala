import javax.crypto.Cipher

object Crypto {
  val c = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding")
}
