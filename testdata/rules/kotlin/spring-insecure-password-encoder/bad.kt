import org.springframework.context.annotation.Bean
import org.springframework.security.crypto.password.NoOpPasswordEncoder
import org.springframework.security.crypto.password.PasswordEncoder
import org.springframework.security.crypto.password.StandardPasswordEncoder

class Security {
    @Bean
    fun encoder(): PasswordEncoder = NoOpPasswordEncoder.getInstance() // want "kotlin/spring-insecure-password-encoder"

    fun legacy(): PasswordEncoder = StandardPasswordEncoder("pepper") // want "kotlin/spring-insecure-password-encoder"
}
