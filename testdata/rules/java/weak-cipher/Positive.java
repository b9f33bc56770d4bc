package example;

import java.util.Properties;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;

public class Crypto {
    private static final String LEGACY = "DESede/ECB/PKCS5Padding";

    void encrypt(Properties props) throws Exception {
        Cipher a = Cipher.getInstance("DES/CBC/PKCS5Padding"); // want "java/weak-cipher: Broken cipher or ECB mode \"DES/CBC/PKCS5Padding\""
        Cipher b = Cipher.getInstance("AES/ECB/PKCS5Padding"); // want "java/weak-cipher: .*ECB mode \"AES/ECB"
        Cipher c = javax.crypto.Cipher.getInstance("Blowfish/CBC/PKCS5Padding", "BC"); // want "java/weak-cipher"
        Cipher d = Cipher.getInstance(LEGACY); // want "java/weak-cipher"
        String alg = props.getProperty("crypto.alg", "RC4");
        Cipher e = Cipher.getInstance(alg); // want "java/weak-cipher: .*default"
        KeyGenerator k = KeyGenerator.getInstance("DES"); // want "java/weak-cipher: Broken cipher or ECB mode \"DES\""
        Cipher f = Cipher.getInstance("AES"); // want "java/weak-cipher: .*ECB mode \"AES\""
    }
}
