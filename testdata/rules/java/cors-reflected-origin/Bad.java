import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class Cors {
  void apply(HttpServletRequest request, HttpServletResponse response) {
    String origin = request.getHeader("Origin");
    response.setHeader("Access-Control-Allow-Origin", origin); // want "java/cors-reflected-origin"
    response.setHeader("Access-Control-Allow-Credentials", "true");
  }
}
