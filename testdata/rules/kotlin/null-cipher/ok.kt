import javax.crypto.Cipher

fun cipher(): Cipher = Cipher.getInstance("AES/GCM/NoPadding")
