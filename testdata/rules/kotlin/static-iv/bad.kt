import javax.crypto.Cipher
import javax.crypto.spec.GCMParameterSpec
import javax.crypto.spec.IvParameterSpec

fun encrypt(cipher: Cipher, key: javax.crypto.SecretKey, data: ByteArray): ByteArray {
    cipher.init(Cipher.ENCRYPT_MODE, key, IvParameterSpec(ByteArray(16))) // want "kotlin/static-iv"
    cipher.init(Cipher.ENCRYPT_MODE, key, IvParameterSpec("0123456789abcdef".toByteArray())) // want "kotlin/static-iv"
    cipher.init(Cipher.ENCRYPT_MODE, key, GCMParameterSpec(128, byteArrayOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))) // want "kotlin/static-iv"
    return cipher.doFinal(data)
}
