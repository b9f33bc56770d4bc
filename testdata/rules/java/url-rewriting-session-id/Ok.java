import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServletResponse;

class Links {
  String link(HttpServletResponse response, String q) throws Exception {
    response.sendRedirect("/home");
    return "/search?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8);
  }
}
