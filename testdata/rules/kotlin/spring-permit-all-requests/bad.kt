import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.annotation.web.invoke

class Security {
    fun chain(http: HttpSecurity) = http {
        authorizeHttpRequests {
            authorize("/admin/**", hasRole("ADMIN"))
            authorize(anyRequest, permitAll) // want "kotlin/spring-permit-all-requests"
        }
    }

    fun legacy(http: HttpSecurity) {
        http.authorizeRequests().anyRequest().permitAll() // want "kotlin/spring-permit-all-requests"
    }
}
