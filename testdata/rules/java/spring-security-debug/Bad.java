import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer;

@EnableWebSecurity(debug = true) // want "java/spring-security-debug"
class Security {
  WebSecurityCustomizer customizer() {
    return web -> web.debug(true); // want "java/spring-security-debug"
  }
}
