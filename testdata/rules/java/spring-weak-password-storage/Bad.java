import org.springframework.context.annotation.Bean;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;

class Users {
    @Bean
    InMemoryUserDetailsManager users() {
        return new InMemoryUserDetailsManager(
            User.withUsername("admin").password("{noop}admin123").roles("ADMIN").build(), // want "java/spring-weak-password-storage"
            User.withUsername("ops").password("{MD5}{salt}5f4dcc3b5aa765d61d8327deb882cf99").roles("OPS").build()); // want "java/spring-weak-password-storage"
    }

    void jdbc(org.springframework.security.config.annotation.authentication.builders.AuthenticationManagerBuilder auth) throws Exception {
        auth.inMemoryAuthentication().withUser("user").password("{noop}password").roles("USER"); // want "java/spring-weak-password-storage"
    }
}
