import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer;

class Security {
  @Bean
  WebSecurityCustomizer customizer() {
    return web -> web.ignoring().requestMatchers("/**"); // want "java/spring-security-ignoring-all"
  }
  void legacy(org.springframework.security.config.annotation.web.builders.WebSecurity web) {
    web.ignoring().anyRequest(); // want "java/spring-security-ignoring-all"
  }
}
