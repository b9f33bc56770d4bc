import java.security.MessageDigest

fun fingerprint(data: ByteArray): ByteArray =
    MessageDigest.getInstance("SHA-256").digest(data)

fun qualified(data: ByteArray): ByteArray = java.security.MessageDigest.getInstance("SHA-256").digest(data)
