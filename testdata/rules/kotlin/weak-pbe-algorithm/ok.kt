import javax.crypto.SecretKeyFactory

fun key() {
    val f = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
}
