import org.springframework.boot.actuate.autoconfigure.security.servlet.EndpointRequest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer;

@Configuration
class SecurityConfig {
    @Bean
    WebSecurityCustomizer webSecurityCustomizer() {
        return web -> web.ignoring().requestMatchers("/css/**", "/admin/**"); // want "java/spring-security-ignoring-sensitive-path"
    }

    @Bean
    WebSecurityCustomizer actuator() {
        return web -> web.ignoring().requestMatchers(EndpointRequest.toAnyEndpoint()); // want "java/spring-security-ignoring-sensitive-path"
    }
}
