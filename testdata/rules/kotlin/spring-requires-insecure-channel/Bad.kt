package example

import org.springframework.security.config.annotation.web.builders.HttpSecurity

fun channels(http: HttpSecurity) {
    http.requiresChannel().requestMatchers("/public/**").requiresInsecure() // want "kotlin/spring-requires-insecure-channel"
}
