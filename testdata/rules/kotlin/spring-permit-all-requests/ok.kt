import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.annotation.web.invoke

class Security {
    fun chain(http: HttpSecurity) = http {
        authorizeHttpRequests {
            authorize("/login", permitAll)
            authorize(anyRequest, authenticated)
        }
    }

    fun legacy(http: HttpSecurity) {
        http.authorizeRequests().anyRequest().authenticated()
    }
}
