import org.springframework.boot.actuate.autoconfigure.security.servlet.EndpointRequest;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

class Security {
    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(auth -> auth
            .requestMatchers(EndpointRequest.toAnyEndpoint()).permitAll() // want "java/spring-sensitive-path-permit-all"
            .requestMatchers("/admin/**").permitAll() // want "java/spring-sensitive-path-permit-all"
            .anyRequest().authenticated());
        http.authorizeRequests().antMatchers("/css/**", "/actuator/**").permitAll(); // want "java/spring-sensitive-path-permit-all"
        http.authorizeRequests().antMatchers("/h2-console/**").permitAll(); // want "java/spring-sensitive-path-permit-all"
        return http.build();
    }
}
