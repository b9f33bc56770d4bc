package example

import org.springframework.context.annotation.Bean
import org.springframework.security.web.firewall.HttpFirewall
import org.springframework.security.web.firewall.StrictHttpFirewall

class FirewallConfig {
    @Bean
    fun firewall(): HttpFirewall {
        val firewall = StrictHttpFirewall()
        firewall.setAllowUrlEncodedSlash(false)
        firewall.setAllowedHttpMethods(listOf("GET", "POST"))
        return firewall
    }
}
