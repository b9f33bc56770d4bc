import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

class Crypto {
  byte[] encrypt(SecretKey key, byte[] data) throws Exception {
    byte[] iv = new byte[16];
    IvParameterSpec spec = new IvParameterSpec(iv); // want "java/zero-iv"
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.ENCRYPT_MODE, key, spec);
    return c.doFinal(data);
  }
  byte[] seal(SecretKey key, byte[] data) throws Exception {
    byte[] nonce = new byte[12];
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce)); // want "java/zero-iv"
    return c.doFinal(data);
  }
}
