import java.security.SecureRandom
import javax.crypto.Cipher
import javax.crypto.spec.GCMParameterSpec

object Crypto {
  def init(cipher: Cipher, key: java.security.Key): Array[Byte] = {
    val nonce = new Array[Byte](12)
    new SecureRandom().nextBytes(nonce)
    cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce))
    nonce
  }
}
