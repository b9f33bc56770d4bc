import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

class Enc {
  byte[] cbc(SecretKey key, byte[] data) throws Exception {
    byte[] iv = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    IvParameterSpec spec = new IvParameterSpec(iv); // want "java/constant-iv-variable"
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.ENCRYPT_MODE, key, spec);
    return c.doFinal(data);
  }

  byte[] gcm(SecretKey key, byte[] data) throws Exception {
    byte[] nonce = "123456789012".getBytes();
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce)); // want "java/constant-iv-variable"
    return c.doFinal(data);
  }
}
