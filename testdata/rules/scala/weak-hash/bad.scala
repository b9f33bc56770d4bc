import java.security.MessageDigest

object Hash {
  def fingerprint(data: Array[Byte]): Array[Byte] = MessageDigest.getInstance("MD5").digest(data) // want "scala/weak-hash"

  def legacy(data: Array[Byte]): Array[Byte] = java.security.MessageDigest.getInstance("SHA-1").digest(data) // want "scala/weak-hash"
}
