import javax.crypto.Cipher

fun cipher(): Cipher = Cipher.getInstance("AES/GCM/NoPadding")
fun oaep(): Cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding")

fun qualified() = javax.crypto.Cipher.getInstance("AES/GCM/NoPadding")
