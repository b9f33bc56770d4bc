import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.annotation.web.invoke

class Security {
    fun chain(http: HttpSecurity) = http {
        headers {
            frameOptions { disable() } // want "kotlin/spring-security-headers-disabled"
        }
    }

    fun legacy(http: HttpSecurity) {
        http.headers().disable() // want "kotlin/spring-security-headers-disabled"
    }
}
