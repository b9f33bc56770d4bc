import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;

class Pbe {
  void make() throws Exception {
    SecretKeyFactory f = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
    Cipher c = Cipher.getInstance("PBEWithHmacSHA256AndAES_256");
  }
}
