import org.springframework.context.annotation.Bean
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer

class Security {
    @Bean
    fun customizer() = WebSecurityCustomizer { web -> web.ignoring().requestMatchers("/**") } // want "kotlin/spring-security-ignoring-all"
}
