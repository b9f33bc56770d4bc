package example

import org.springframework.context.annotation.Bean
import org.springframework.security.web.firewall.DefaultHttpFirewall
import org.springframework.security.web.firewall.HttpFirewall
import org.springframework.security.web.firewall.StrictHttpFirewall

class FirewallConfig {
    @Bean
    fun firewall(): HttpFirewall {
        val firewall = StrictHttpFirewall()
        firewall.setAllowUrlEncodedSlash(true) // want "kotlin/spring-http-firewall-relaxed"
        firewall.setAllowSemicolon(true) // want "kotlin/spring-http-firewall-relaxed"
        return firewall
    }

    fun legacy(): HttpFirewall = DefaultHttpFirewall() // want "kotlin/spring-http-firewall-relaxed"
}
