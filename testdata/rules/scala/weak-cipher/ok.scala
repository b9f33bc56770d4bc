import javax.crypto.Cipher

object Crypto {
  def gcm(): Cipher = Cipher.getInstance("AES/GCM/NoPadding")
  def oaep(): Cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding")
}
