import org.springframework.context.annotation.Bean;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;

class Users {
    @Bean
    InMemoryUserDetailsManager users() {
        return new InMemoryUserDetailsManager(
            User.withUsername("admin").password("{bcrypt}$2a$10$dXJ3SW6G7P50lGmMkkmwe.20cQQubK3.HZWzG3YB1tlRy.fqvM/BG").roles("ADMIN").build());
    }

    String format(String id) {
        return "{noop}".equals(id) ? "plain" : "{" + id + "}";
    }
}
