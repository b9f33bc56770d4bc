import java.security.MessageDigest

object Hash {
  def fingerprint(data: Array[Byte]): Array[Byte] = MessageDigest.getInstance("SHA-256").digest(data)
}
