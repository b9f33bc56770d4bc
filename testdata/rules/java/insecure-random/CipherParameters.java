package example;

import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

public class CipherParameters {
    byte[] encrypt(SecretKey key, byte[] data) throws Exception {
        Random random = new Random();
        byte[] iv = new byte[16];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv)); // want "java/insecure-random"
        return cipher.doFinal(data);
    }

    PBEKeySpec spec(char[] password) {
        byte[] salt = new byte[16];
        new Random().nextBytes(salt);
        return new PBEKeySpec(password, salt, 600000, 256); // want "java/insecure-random"
    }

    SecretKey key() {
        byte[] raw = new byte[32];
        new Random(System.nanoTime()).nextBytes(raw);
        return new SecretKeySpec(raw, "AES"); // want "java/insecure-random"
    }
}
