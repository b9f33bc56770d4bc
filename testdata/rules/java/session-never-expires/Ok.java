import javax.servlet.http.HttpServletRequest;

class Login {
  void login(HttpServletRequest request) {
    request.getSession().setMaxInactiveInterval(30 * 60);
    request.getSession().setMaxInactiveInterval(900);
  }
}
