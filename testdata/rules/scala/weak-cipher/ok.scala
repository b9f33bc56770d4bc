import javax.crypto.Cipher

object Crypto {
  def gcm(): Cipher = Cipher.getInstance("AES/GCM/NoPadding")
}
