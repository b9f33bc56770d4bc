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

class CodecByNameSafe {
    byte[] digest(byte[] d) {
        new org.apache.commons.codec.digest.DigestUtils(org.apache.commons.codec.digest.MessageDigestAlgorithms.SHA_256).digest(d);
        return new org.apache.commons.codec.digest.DigestUtils("SHA-512").digest(d);
    }
}
