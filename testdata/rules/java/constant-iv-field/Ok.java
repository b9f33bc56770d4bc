import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

class Enc {
  private static final byte[] SALT = {1, 2, 3, 4};
  private static final SecureRandom RANDOM = new SecureRandom();
  private final byte[] iv = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};

  byte[] gcm(SecretKey key, byte[] data) throws Exception {
    byte[] nonce = new byte[12];
    RANDOM.nextBytes(nonce);
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
    return c.doFinal(data);
  }

  byte[] decrypt(SecretKey key, byte[] data) throws Exception {
    byte[] iv = java.util.Arrays.copyOfRange(data, 0, 12);
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
    return c.doFinal(data, 12, data.length - 12);
  }
}
