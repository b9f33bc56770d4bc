package example;

import java.security.KeyFactory;
import java.security.MessageDigest;
import java.util.Properties;

public class SafeHashing {
    byte[] hashPassword(String password, Properties props) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        MessageDigest.getInstance("sha-384", "SUN");
        MessageDigest.getInstance(props.getProperty("hash.alg", "SHA512"));
        MessageDigest.getInstance(props.getProperty("hash.alg"));
        KeyFactory k = KeyFactory.getInstance("MD5");
        return md.digest(password.getBytes());
    }
}
