import javax.crypto.Cipher;
import javax.crypto.NullCipher;

class Codec {
  Cipher cipher(boolean test) {
    return new NullCipher(); // want "java/null-cipher"
  }
  Cipher other() {
    return new javax.crypto.NullCipher(); // want "java/null-cipher"
  }
}
