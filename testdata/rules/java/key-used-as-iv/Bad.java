import java.nio.charset.StandardCharsets;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

class TokenCrypto {
  byte[] encrypt(byte[] key, byte[] data) throws Exception {
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(key)); // want "java/key-used-as-iv"
    return c.doFinal(data);
  }

  byte[] decrypt(String secret, byte[] data) throws Exception {
    SecretKeySpec keySpec = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "AES");
    IvParameterSpec ivSpec = new IvParameterSpec(secret.getBytes(StandardCharsets.UTF_8)); // want "java/key-used-as-iv"
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.DECRYPT_MODE, keySpec, ivSpec);
    return c.doFinal(data);
  }
}
