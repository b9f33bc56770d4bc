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

  private static final org.slf4j.Logger AUDIT_LOG = org.slf4j.LoggerFactory.getLogger("audit");
  private final org.slf4j.Logger securityLogger = org.slf4j.LoggerFactory.getLogger("security");

  void audit(@RequestParam String user) {
    AUDIT_LOG.info("export requested by " + user); // want "java/log-injection"
    securityLogger.warn("denied: {}", user); // want "java/log-injection"
  }
}
