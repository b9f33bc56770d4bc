import java.security.MessageDigest

object Hashes {
  def sha256(data: Array[Byte]): String = {
    val digest = MessageDigest.getInstance("SHA-256").digest(data)
    val sb = new StringBuilder
    for (b <- digest) sb.append(Integer.toHexString(b & 0xff)) // want "scala/hex-digest-without-padding"
    sb.toString
  }
}
