import java.security.MessageDigest

fun sha256(data: ByteArray): String {
    val digest = MessageDigest.getInstance("SHA-256").digest(data)
    val sb = StringBuilder()
    for (b in digest) {
        sb.append(Integer.toHexString(b.toInt() and 0xff)) // want "kotlin/hex-digest-without-padding"
    }
    return sb.toString()
}
