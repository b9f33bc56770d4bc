import com.google.common.hash.Hashing
import org.apache.commons.codec.digest.DigestUtils

fun digests(s: String) {
    val a = DigestUtils.md5Hex(s) // want "kotlin/weak-hash-helper"
    val b = Hashing.sha1().hashUnencodedChars(s) // want "kotlin/weak-hash-helper"
}
