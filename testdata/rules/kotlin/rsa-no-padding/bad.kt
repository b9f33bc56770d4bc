import javax.crypto.Cipher

fun raw(): Cipher = Cipher.getInstance("RSA/NONE/NoPadding") // want "kotlin/rsa-no-padding"
fun legacy(): Cipher = Cipher.getInstance("RSA/ECB/PKCS1Padding") // want "kotlin/rsa-no-padding"
