import javax.crypto.Cipher
import javax.crypto.SecretKey
import javax.crypto.spec.{GCMParameterSpec, IvParameterSpec}

object Enc {
  def cbc(key: SecretKey, data: Array[Byte]): Array[Byte] = {
    val iv = new Array[Byte](16)
    val c = Cipher.getInstance("AES/CBC/PKCS5Padding")
    c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv)) // want "scala/constant-iv-variable"
    c.doFinal(data)
  }

  def gcm(key: SecretKey, data: Array[Byte]): Array[Byte] = {
    val nonce = "123456789012".getBytes
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce)) // want "scala/constant-iv-variable"
    c.doFinal(data)
  }
}
