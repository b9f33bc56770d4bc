import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;

@EnableWebSecurity
class Security {
  void log(org.slf4j.Logger log) {
    log.debug("configured");
  }
}
