package example

import org.springframework.context.annotation.Bean
import org.springframework.security.config.annotation.web.builders.HttpSecurity
import org.springframework.security.web.SecurityFilterChain

class SecurityConfig {
    @Bean
    fun chain(http: HttpSecurity): SecurityFilterChain {
        http.sessionManagement().sessionFixation().none() // want "kotlin/spring-session-fixation-off"
        return http.build()
    }

    @Bean
    fun lambdaChain(http: HttpSecurity): SecurityFilterChain {
        http.sessionManagement { it.sessionFixation { fixation -> fixation.none() } } // want "kotlin/spring-session-fixation-off"
        return http.build()
    }
}
