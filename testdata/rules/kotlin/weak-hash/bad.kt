import java.security.MessageDigest

fun fingerprint(data: ByteArray): ByteArray =
    MessageDigest.getInstance("MD5").digest(data) // want "kotlin/weak-hash"

fun legacy(data: ByteArray): ByteArray = MessageDigest.getInstance("SHA-1").digest(data) // want "kotlin/weak-hash"

fun qualified(data: ByteArray): ByteArray = java.security.MessageDigest.getInstance("MD5").digest(data) // want "kotlin/weak-hash"
