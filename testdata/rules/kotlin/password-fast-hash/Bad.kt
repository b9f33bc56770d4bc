package example

import java.security.MessageDigest

class Accounts {
    fun hash(password: String): ByteArray {
        val md = MessageDigest.getInstance("SHA-256")
        return md.digest(password.toByteArray()) // want "kotlin/password-fast-hash"
    }

    fun hashChained(newPassword: String): ByteArray =
        MessageDigest.getInstance("SHA-512").digest(newPassword.toByteArray(Charsets.UTF_8)) // want "kotlin/password-fast-hash"
}
