package example;

import java.security.MessageDigest;
import java.util.Properties;
import org.apache.commons.codec.digest.DigestUtils;

public class Hashing {
    byte[] hashPassword(String password) throws Exception {
        MessageDigest md = MessageDigest.getInstance("MD5"); // want "java/weak-hash: Broken hash function \"MD5\""
        return md.digest(password.getBytes());
    }

    byte[] token(String tokenValue) throws Exception {
        return MessageDigest.getInstance("SHA1", "SUN").digest(tokenValue.getBytes()); // want "java/weak-hash"
    }

    String sig(String data, Properties props) throws Exception {
        String alg = props.getProperty("hash.alg", "SHA-1");
        MessageDigest.getInstance(alg); // want "java/weak-hash: .*default"
        return DigestUtils.md5Hex(data); // want "java/weak-hash"
    }
}

class CodecByName {
    byte[] digest(byte[] d) {
        new org.apache.commons.codec.digest.DigestUtils(org.apache.commons.codec.digest.MessageDigestAlgorithms.MD5).digest(d); // want "java/weak-hash"
        return new org.apache.commons.codec.digest.DigestUtils("SHA-1").digest(d); // want "java/weak-hash"
    }
}
