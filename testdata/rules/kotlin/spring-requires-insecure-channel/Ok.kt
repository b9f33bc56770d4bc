package example

import org.springframework.security.config.annotation.web.builders.HttpSecurity

fun channels(http: HttpSecurity) {
    http.requiresChannel().anyRequest().requiresSecure()
}
