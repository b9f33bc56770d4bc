import java.nio.ByteBuffer;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

class Crypto {
  byte[] encrypt(SecretKey key, byte[] data) throws Exception {
    byte[] iv = new byte[16];
    new SecureRandom().nextBytes(iv);
    IvParameterSpec spec = new IvParameterSpec(iv);
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.ENCRYPT_MODE, key, spec);
    return c.doFinal(data);
  }
  byte[] open(SecretKey key, byte[] message) throws Exception {
    ByteBuffer buf = ByteBuffer.wrap(message);
    byte[] nonce = new byte[12];
    buf.get(nonce);
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, nonce));
    return c.doFinal(message, 12, message.length - 12);
  }
  byte[] copy(SecretKey key, byte[] message) throws Exception {
    byte[] iv = new byte[16];
    System.arraycopy(message, 0, iv, 0, 16);
    return new IvParameterSpec(iv).getIV();
  }
}
