package example

import java.security.MessageDigest
import org.apache.commons.codec.digest.DigestUtils
import org.apache.commons.codec.digest.MessageDigestAlgorithms

class Checksums {
    fun md5(data: ByteArray): ByteArray = MessageDigest.getInstance(MessageDigestAlgorithms.MD5).digest(data) // want "kotlin/weak-hash-algorithm-constant"
    fun sha1Hex(data: ByteArray): String = DigestUtils(MessageDigestAlgorithms.SHA_1).digestAsHex(data) // want "kotlin/weak-hash-algorithm-constant"
}
