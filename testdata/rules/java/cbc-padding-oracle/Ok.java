import javax.crypto.Cipher;
import javax.crypto.Mac;

class Box {
    Cipher cipher() throws Exception {
        return Cipher.getInstance("AES/GCM/NoPadding");
    }
}

class EncryptThenMac {
    Cipher cipher() throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        return Cipher.getInstance("AES/CBC/PKCS5Padding");
    }
}
