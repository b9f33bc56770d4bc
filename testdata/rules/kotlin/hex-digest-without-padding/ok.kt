import java.security.MessageDigest

fun sha256(data: ByteArray): String {
    val digest = MessageDigest.getInstance("SHA-256").digest(data)
    val sb = StringBuilder()
    for (b in digest) {
        sb.append(Integer.toHexString((b.toInt() and 0xff) + 0x100).substring(1))
    }
    return digest.joinToString("") { "%02x".format(it) } + sb
}
