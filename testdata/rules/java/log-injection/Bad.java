import javax.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.RequestParam;

class Audit {
  private static final Logger log = LoggerFactory.getLogger(Audit.class);

  void login(HttpServletRequest request) {
    String user = request.getParameter("user");
    log.info("login attempt for " + user); // want "java/log-injection"
    log.warn("agent {}", request.getHeader("User-Agent")); // want "java/log-injection"
  }

  void search(@RequestParam String q) {
    log.debug("search: " + q); // want "java/log-injection"
  }
}
