import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

class TokenCrypto {
  private final SecureRandom random = new SecureRandom();

  byte[] encrypt(byte[] key, byte[] data) throws Exception {
    byte[] iv = new byte[12];
    random.nextBytes(iv);
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
    return c.doFinal(data);
  }

  byte[] decrypt(byte[] key, byte[] iv, byte[] data) throws Exception {
    SecretKeySpec keySpec = new SecretKeySpec(key, "AES");
    IvParameterSpec ivSpec = new IvParameterSpec(iv);
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.DECRYPT_MODE, keySpec, ivSpec);
    return c.doFinal(data);
  }
}
