import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;

class Pbe {
  void make() throws Exception {
    SecretKeyFactory f = SecretKeyFactory.getInstance("PBEWithMD5AndDES"); // want "java/weak-pbe-algorithm"
    Cipher c = Cipher.getInstance("PBEWithSHA1AndDESede"); // want "java/weak-pbe-algorithm"
    Cipher r = Cipher.getInstance("PBEWithSHA1AndRC2_40"); // want "java/weak-pbe-algorithm"
  }
}
