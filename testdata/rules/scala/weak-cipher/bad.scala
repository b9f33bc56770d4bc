import javax.crypto.Cipher

object Crypto {
  def legacy(): Cipher = Cipher.getInstance("DES/CBC/PKCS5Padding") // want "scala/weak-cipher"

  def ecb(): Cipher = Cipher.getInstance("AES/ECB/PKCS5Padding") // want "scala/weak-cipher"

  def bare(): Cipher = javax.crypto.Cipher.getInstance("AES") // want "scala/weak-cipher"

  def desKey() = javax.crypto.KeyGenerator.getInstance("DESede").generateKey() // want "scala/weak-cipher"
}
