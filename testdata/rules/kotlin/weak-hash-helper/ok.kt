import com.google.common.hash.Hashing
import org.apache.commons.codec.digest.DigestUtils

fun digests(s: String) {
    val a = DigestUtils.sha256Hex(s)
    val b = Hashing.sha256().hashUnencodedChars(s)
}
