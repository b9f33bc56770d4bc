import javax.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class Audit {
  private static final Logger log = LoggerFactory.getLogger(Audit.class);

  void login(HttpServletRequest request, String internal) {
    String user = request.getParameter("user").replaceAll("[\r\n]", "_");
    log.info("login attempt for " + user);
    int page = Integer.parseInt(request.getParameter("page"));
    log.info("page " + page);
    log.info("internal " + internal);
  }

  // a catalog is no logger
  void add(@org.springframework.web.bind.annotation.RequestParam String item, Catalog catalog) {
    catalog.info(item);
  }
}

class LengthOnly {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(LengthOnly.class);

  void handle(javax.servlet.http.HttpServletRequest req) {
    String user = req.getParameter("user");
    log.debug("user name has {} characters, empty={}", user.length(), user.isEmpty());
  }
}
