import java.security.MessageDigest;

class Hashes {
  byte[] sha(byte[] data) throws Exception {
    return MessageDigest.getInstance("SHA-256").digest(data);
  }
}
