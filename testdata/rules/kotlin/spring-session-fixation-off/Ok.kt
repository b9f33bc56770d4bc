package example

import org.springframework.context.annotation.Bean
import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.web.SecurityFilterChain

class SecurityConfig {
    @Bean
    fun chain(http: HttpSecurity): SecurityFilterChain {
        http.sessionManagement().sessionFixation().changeSessionId()
        http.sessionManagement { it.sessionFixation { fixation -> fixation.migrateSession() } }
        return http.build()
    }
}
