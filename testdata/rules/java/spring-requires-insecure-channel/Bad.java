import org.springframework.security.config.annotation.web.builders.HttpSecurity;

class Security {
  void configure(HttpSecurity http) throws Exception {
    http.requiresChannel().anyRequest().requiresInsecure(); // want "java/spring-requires-insecure-channel"
  }
}
