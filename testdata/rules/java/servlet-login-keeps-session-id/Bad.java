import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class LoginServlet extends HttpServlet {
    private UserService users;

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        login(request, response);
    }

    private void login(HttpServletRequest request, HttpServletResponse response) throws IOException {
        User user = users.authenticate(request.getParameter("username"), request.getParameter("password"));
        if (user == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        HttpSession session = request.getSession();
        session.setAttribute("user", user); // want "java/servlet-login-keeps-session-id"
        response.sendRedirect("/home");
    }
}
