import javax.crypto.Cipher
import javax.crypto.SecretKey
import javax.crypto.spec.GCMParameterSpec
import javax.crypto.spec.IvParameterSpec

fun cbc(key: SecretKey, data: ByteArray): ByteArray {
    val iv = ByteArray(16)
    val c = Cipher.getInstance("AES/CBC/PKCS5Padding")
    c.init(Cipher.ENCRYPT_MODE, key, IvParameterSpec(iv)) // want "kotlin/constant-iv-variable"
    return c.doFinal(data)
}

fun gcm(key: SecretKey, data: ByteArray): ByteArray {
    val nonce = "123456789012".toByteArray()
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.ENCRYPT_MODE, key, GCMParameterSpec(128, nonce)) // want "kotlin/constant-iv-variable"
    return c.doFinal(data)
}
