import javax.crypto.Cipher
import javax.crypto.spec.{GCMParameterSpec, IvParameterSpec}

object Crypto {
  def init(cipher: Cipher, key: java.security.Key): Unit = {
    cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new Array[Byte](16))) // want "scala/static-iv"
    cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec("0123456789abcdef".getBytes("UTF-8"))) // want "scala/static-iv"
    cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, Array[Byte](1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))) // want "scala/static-iv"
  }
}
