import javax.crypto.KeyGenerator;
import javax.crypto.Cipher;

class Keys {
  void make(Cipher cipher, java.security.Key key) throws Exception {
    KeyGenerator keyGen = KeyGenerator.getInstance("AES");
    keyGen.init(256);
    cipher.init(1, key);
    counter.init(64);
  }
}
