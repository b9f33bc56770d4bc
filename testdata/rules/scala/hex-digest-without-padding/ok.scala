import java.security.MessageDigest

object Hashes {
  def sha256(data: Array[Byte]): String = {
    val digest = MessageDigest.getInstance("SHA-256").digest(data)
    val sb = new StringBuilder
    for (b <- digest) sb.append(Integer.toHexString((b & 0xff) + 0x100).substring(1))
    digest.map(b => f"$b%02x").mkString + sb.toString
  }
}
