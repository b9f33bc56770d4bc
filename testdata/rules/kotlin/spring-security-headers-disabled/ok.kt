import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.config.annotation.web.invoke

class Security {
    fun chain(http: HttpSecurity) = http {
        headers {
            frameOptions { sameOrigin = true }
        }
    }

    fun legacy(http: HttpSecurity) {
        http.headers().frameOptions().sameOrigin()
    }
}
