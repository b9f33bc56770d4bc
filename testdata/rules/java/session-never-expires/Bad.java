import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpSession;

class Login {
  void login(HttpServletRequest request) {
    HttpSession session = request.getSession();
    session.setMaxInactiveInterval(-1); // want "java/session-never-expires"
    request.getSession().setMaxInactiveInterval(0); // want "java/session-never-expires"
  }
}
