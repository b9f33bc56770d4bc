import org.springframework.context.annotation.Bean;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.crypto.password.NoOpPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.crypto.password.StandardPasswordEncoder;

class Security {
  @Bean
  PasswordEncoder encoder() {
    return NoOpPasswordEncoder.getInstance(); // want "java/spring-insecure-password-encoder"
  }
  PasswordEncoder legacy() {
    return new StandardPasswordEncoder("pepper"); // want "java/spring-insecure-password-encoder"
  }
  Object demo() {
    return User.withDefaultPasswordEncoder().username("u").password("p").roles("USER").build(); // want "java/spring-insecure-password-encoder"
  }
}
