package example;

import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

public class KeySpecsSafe {
    SecretKey aes(byte[] raw) {
        return new SecretKeySpec(raw, "AES");
    }

    SecretKey hmac(byte[] raw) {
        return new SecretKeySpec(raw, "HmacSHA256");
    }
}
