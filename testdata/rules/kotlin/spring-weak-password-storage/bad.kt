import org.springframework.context.annotation.Bean
import org.springframework.security.core.userdetails.User
import org.springframework.security.provisioning.InMemoryUserDetailsManager

class Users {
    @Bean
    fun users() = InMemoryUserDetailsManager(
        User.withUsername("admin").password("{noop}admin").roles("ADMIN").build() // want "kotlin/spring-weak-password-storage"
    )
}
