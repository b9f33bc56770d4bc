import java.security.MessageDigest;

class Hashes {
  String sha256(byte[] data) throws Exception {
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(data);
    StringBuilder sb = new StringBuilder();
    for (byte b : digest) {
      String h = Integer.toHexString(b & 0xff);
      if (h.length() == 1) sb.append('0');
      sb.append(h);
    }
    return sb.toString();
  }

  String trick(byte[] digest) {
    StringBuilder sb = new StringBuilder();
    for (byte b : digest) sb.append(Integer.toHexString((b & 0xff) + 0x100).substring(1));
    return sb.toString();
  }

  String color(int rgb) {
    return Integer.toHexString(rgb & 0xffffff);
  }
}
