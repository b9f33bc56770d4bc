package example

import java.security.MessageDigest
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder

class Accounts(private val encoder: Argon2PasswordEncoder) {
    fun hash(password: String): String = encoder.encode(password)

    // a file's checksum, not a password
    fun checksum(content: ByteArray): ByteArray = MessageDigest.getInstance("SHA-256").digest(content)

    // a password reset token's lookup key: random, not chosen by a person
    fun tokenKey(token: String): ByteArray = MessageDigest.getInstance("SHA-256").digest(token.toByteArray())
}
