import javax.crypto.Cipher

fun cipher(): Cipher = Cipher.getInstance("AES/GCM/NoPadding")
fun oaep(): Cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding")

fun qualified() = javax.crypto.Cipher.getInstance("AES/GCM/NoPadding")

fun aesKey() = javax.crypto.KeyGenerator.getInstance("AES").apply { init(256) }.generateKey()
