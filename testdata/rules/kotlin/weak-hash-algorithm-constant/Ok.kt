package example

import java.security.MessageDigest
import org.apache.commons.codec.digest.DigestUtils
import org.apache.commons.codec.digest.MessageDigestAlgorithms

class Checksums {
    fun sha256(data: ByteArray): ByteArray = MessageDigest.getInstance(MessageDigestAlgorithms.SHA_256).digest(data)
    fun sha3Hex(data: ByteArray): String = DigestUtils(MessageDigestAlgorithms.SHA3_256).digestAsHex(data)
}
