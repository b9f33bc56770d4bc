import com.google.common.hash.Hashing;
import org.apache.commons.codec.digest.DigestUtils;

class Digests {
  void make(String s) {
    java.security.MessageDigest md = DigestUtils.getMd5Digest(); // want "java/weak-hash-helper"
    java.security.MessageDigest sha = DigestUtils.getSha1Digest(); // want "java/weak-hash-helper"
    String h = Hashing.md5().hashUnencodedChars(s).toString(); // want "java/weak-hash-helper"
    String g = com.google.common.hash.Hashing.sha1().hashUnencodedChars(s).toString(); // want "java/weak-hash-helper"
  }
}
