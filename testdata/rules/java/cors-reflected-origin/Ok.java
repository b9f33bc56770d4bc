import java.util.Set;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class Cors {
  private static final Set<String> ALLOWED = Set.of("https://app.example.com");

  void apply(HttpServletRequest request, HttpServletResponse response) {
    response.setHeader("Access-Control-Allow-Origin", "https://app.example.com");
    response.setHeader("X-Request-Id", request.getHeader("X-Request-Id").replaceAll("[\r\n]", ""));
    String origin = request.getHeader("Origin");
    if (ALLOWED.contains(origin)) {
      response.setHeader("Access-Control-Allow-Origin", origin);
    }
  }
}
