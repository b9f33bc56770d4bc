package example

import org.springframework.context.annotation.Configuration
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity

@Configuration
@EnableWebSecurity(debug = false)
class SecurityConfig

@EnableWebSecurity
class OtherConfig
