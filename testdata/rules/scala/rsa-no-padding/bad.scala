import javax.crypto.Cipher

object Crypto {
  val c = Cipher.getInstance("RSA/ECB/NoPadding") // want "scala/rsa-no-padding"
  val d = Cipher.getInstance("RSA") // want "scala/rsa-no-padding"
  val e = javax.crypto.Cipher.getInstance("RSA/ECB/PKCS1Padding") // want "scala/rsa-no-padding"
}
