package example

import javax.crypto.SecretKeyFactory
import javax.crypto.spec.PBEKeySpec
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder

class Passwords {
    fun hash(password: CharArray, salt: ByteArray): ByteArray {
        val spec = PBEKeySpec(password, salt, 1000, 256) // want "kotlin/weak-kdf-work-factor"
        return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).encoded
    }

    fun encoder() = BCryptPasswordEncoder(4) // want "kotlin/weak-kdf-work-factor"
}
