import javax.servlet.http.HttpServletResponse;

class Links {
  String link(HttpServletResponse response) throws Exception {
    response.sendRedirect(response.encodeRedirectURL("/home")); // want "java/url-rewriting-session-id"
    return response.encodeURL("/cart"); // want "java/url-rewriting-session-id"
  }
}
