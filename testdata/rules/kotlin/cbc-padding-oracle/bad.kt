import javax.crypto.Cipher

fun cipher(): Cipher = Cipher.getInstance("AES/CBC/PKCS5Padding") // want "kotlin/cbc-padding-oracle"
