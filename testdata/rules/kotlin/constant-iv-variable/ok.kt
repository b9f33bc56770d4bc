import java.security.SecureRandom
import javax.crypto.Cipher
import javax.crypto.SecretKey
import javax.crypto.spec.GCMParameterSpec

fun gcm(key: SecretKey, data: ByteArray): ByteArray {
    val nonce = ByteArray(12)
    SecureRandom().nextBytes(nonce)
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.ENCRYPT_MODE, key, GCMParameterSpec(128, nonce))
    return c.doFinal(data)
}

fun decrypt(key: SecretKey, iv: ByteArray, data: ByteArray): ByteArray {
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.DECRYPT_MODE, key, GCMParameterSpec(128, iv))
    return c.doFinal(data)
}
