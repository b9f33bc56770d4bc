import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class LoginServlet extends HttpServlet {
    private UserService users;

    private void login(HttpServletRequest request, HttpServletResponse response) throws IOException {
        User user = users.authenticate(request.getParameter("username"), request.getParameter("password"));
        if (user == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        request.changeSessionId();
        HttpSession session = request.getSession();
        session.setAttribute("user", user);
        response.sendRedirect("/home");
    }

    private void loginAgain(HttpServletRequest request, User user) {
        HttpSession old = request.getSession(false);
        if (old != null) {
            old.invalidate();
        }
        HttpSession session = request.getSession(true);
        session.setAttribute("user", user);
    }

    private void showCart(HttpServletRequest request) {
        HttpSession session = request.getSession();
        session.setAttribute("user", request.getRemoteUser());
    }

    private void loginPage(HttpServletRequest request) {
        request.getSession().setAttribute("theme", "dark");
    }
}
