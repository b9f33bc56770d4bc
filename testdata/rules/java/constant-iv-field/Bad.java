import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

class Enc {
  private static final byte[] IV = {0x1f, 0x2e, 0x3d, 0x4c, 0x5b, 0x6a, 0x79, 0x08, 0x17, 0x26, 0x35, 0x44, 0x53, 0x62, 0x71, 0x00};
  private static final byte[] NONCE = "fixed-nonce!".getBytes();
  private final byte[] zero = new byte[16];

  byte[] cbc(SecretKey key, byte[] data) throws Exception {
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(IV)); // want "java/constant-iv-field"
    return c.doFinal(data);
  }

  byte[] gcm(SecretKey key, byte[] data) throws Exception {
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, NONCE)); // want "java/constant-iv-field"
    return c.doFinal(data);
  }

  IvParameterSpec empty() {
    return new IvParameterSpec(zero); // want "java/constant-iv-field"
  }
}
