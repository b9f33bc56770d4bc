import org.springframework.context.annotation.Bean;
import org.springframework.security.web.firewall.DefaultHttpFirewall;
import org.springframework.security.web.firewall.HttpFirewall;
import org.springframework.security.web.firewall.StrictHttpFirewall;

class Firewall {
  @Bean
  HttpFirewall firewall() {
    StrictHttpFirewall f = new StrictHttpFirewall();
    f.setAllowUrlEncodedSlash(true); // want "java/spring-http-firewall-relaxed"
    f.setAllowSemicolon(true); // want "java/spring-http-firewall-relaxed"
    return f;
  }
  HttpFirewall legacy() {
    return new DefaultHttpFirewall(); // want "java/spring-http-firewall-relaxed"
  }
}
