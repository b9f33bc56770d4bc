import java.security.SecureRandom
import javax.crypto.Cipher
import javax.crypto.SecretKey
import javax.crypto.spec.GCMParameterSpec

object Enc {
  def gcm(key: SecretKey, data: Array[Byte]): Array[Byte] = {
    val nonce = new Array[Byte](12)
    new SecureRandom().nextBytes(nonce)
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce))
    c.doFinal(data)
  }

  def decrypt(key: SecretKey, iv: Array[Byte], data: Array[Byte]): Array[Byte] = {
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv))
    c.doFinal(data)
  }
}
