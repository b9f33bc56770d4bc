import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

class Enc {
  private final SecureRandom random = new SecureRandom();

  byte[] gcm(SecretKey key, byte[] data) throws Exception {
    byte[] nonce = new byte[12];
    random.nextBytes(nonce);
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
    return c.doFinal(data);
  }

  byte[] decrypt(SecretKey key, byte[] iv, byte[] data) throws Exception {
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
    return c.doFinal(data);
  }
}
