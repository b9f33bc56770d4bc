package example;

import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.PBEKeySpec;

public class CipherParametersSafe {
    private final SecureRandom random = new SecureRandom();

    byte[] encrypt(SecretKey key, byte[] data) throws Exception {
        byte[] nonce = new byte[12];
        random.nextBytes(nonce);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        return cipher.doFinal(data);
    }

    PBEKeySpec spec(char[] password, byte[] storedSalt) {
        return new PBEKeySpec(password, storedSalt, 600000, 256);
    }
}
