import javax.crypto.Cipher;

class Codec {
  Cipher cipher() throws Exception {
    return Cipher.getInstance("AES/GCM/NoPadding");
  }
}
