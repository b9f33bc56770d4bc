import javax.crypto.Cipher

fun legacyCipher(): Cipher = Cipher.getInstance("DES/CBC/PKCS5Padding") // want "kotlin/weak-cipher"

fun defaultCipher(): Cipher = Cipher.getInstance("AES") // want "kotlin/weak-cipher"

fun ecb(): Cipher = Cipher.getInstance("AES/ECB/PKCS5Padding") // want "kotlin/weak-cipher"

fun qualified() = javax.crypto.Cipher.getInstance("DES/CBC/PKCS5Padding") // want "kotlin/weak-cipher"

fun desKey() = javax.crypto.KeyGenerator.getInstance("DES").generateKey() // want "kotlin/weak-cipher"
