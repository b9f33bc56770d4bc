package example;

import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;

public class SafeCrypto {
    void encrypt(Properties props, String transformation) throws Exception {
        Cipher a = Cipher.getInstance("AES/GCM/NoPadding");
        Cipher b = Cipher.getInstance("AES/CBC/PKCS5Padding");
        Cipher c = Cipher.getInstance(transformation);
        Cipher d = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
        Cipher e = Cipher.getInstance(props.getProperty("crypto.alg"));
        KeyGenerator k = KeyGenerator.getInstance("AES");
    }
}
