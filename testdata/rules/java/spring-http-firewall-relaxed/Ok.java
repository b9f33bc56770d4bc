import org.springframework.context.annotation.Bean;
import org.springframework.security.web.firewall.HttpFirewall;
import org.springframework.security.web.firewall.StrictHttpFirewall;

class Firewall {
  @Bean
  HttpFirewall firewall() {
    StrictHttpFirewall f = new StrictHttpFirewall();
    f.setAllowedHttpMethods(java.util.List.of("GET", "POST"));
    f.setAllowUrlEncodedSlash(false);
    return f;
  }
}
