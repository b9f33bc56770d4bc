import javax.crypto.Cipher;

class Box {
    Cipher cipher() throws Exception {
        return Cipher.getInstance("AES/CBC/PKCS5Padding"); // want "java/cbc-padding-oracle"
    }
}
