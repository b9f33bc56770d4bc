package example;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.DESKeySpec;
import javax.crypto.spec.SecretKeySpec;

public class KeySpecs {
    SecretKey legacy(byte[] raw) {
        return new SecretKeySpec(raw, "DESede"); // want "java/weak-cipher"
    }

    DESKeySpec des(byte[] raw) throws Exception {
        return new DESKeySpec(raw); // want "java/weak-cipher"
    }
}
