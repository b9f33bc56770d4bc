import org.springframework.context.annotation.Bean
import org.springframework.security.crypto.factory.PasswordEncoderFactories
import org.springframework.security.core.userdetails.User
import org.springframework.security.provisioning.InMemoryUserDetailsManager

class Users {
    @Bean
    fun users(env: org.springframework.core.env.Environment) = InMemoryUserDetailsManager(
        User.withUsername("admin")
            .password(PasswordEncoderFactories.createDelegatingPasswordEncoder().encode(env.getProperty("admin.password")))
            .roles("ADMIN").build()
    )
}
