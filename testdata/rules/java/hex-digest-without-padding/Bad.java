import java.security.MessageDigest;

class Hashes {
  String sha256(byte[] data) throws Exception {
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(data);
    StringBuilder sb = new StringBuilder();
    for (byte b : digest) {
      sb.append(Integer.toHexString(b & 0xff)); // want "java/hex-digest-without-padding"
    }
    return sb.toString();
  }

  String indexed(byte[] digest) {
    StringBuffer hex = new StringBuffer();
    for (int i = 0; i < digest.length; i++)
      hex.append(Integer.toHexString(0xFF & digest[i])); // want "java/hex-digest-without-padding"
    return hex.toString();
  }
}
