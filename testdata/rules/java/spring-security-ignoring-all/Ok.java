import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.configuration.WebSecurityCustomizer;

class Security {
  @Bean
  WebSecurityCustomizer customizer() {
    return web -> web.ignoring().requestMatchers("/css/**", "/js/**");
  }
  void legacy(org.springframework.security.config.annotation.web.builders.WebSecurity web) {
    web.ignoring().antMatchers("/favicon.ico");
  }
}
