import com.google.common.hash.Hashing;
import org.apache.commons.codec.digest.DigestUtils;

class Digests {
  void make(String s) {
    java.security.MessageDigest md = DigestUtils.getSha256Digest();
    String h = Hashing.sha256().hashUnencodedChars(s).toString();
    int m = Hashing.murmur3_32_fixed().hashUnencodedChars(s).asInt();
  }
}
