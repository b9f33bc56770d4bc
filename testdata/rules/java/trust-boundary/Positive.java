package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;
import org.springframework.web.bind.annotation.RequestHeader;

public class Login extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        request.getSession().setAttribute("user", user); // want "java/trust-boundary: Trust boundary"
        HttpSession s = request.getSession();
        s.putValue(request.getHeader("X-Key"), "x"); // want "java/trust-boundary"
    }

    public void remember(@RequestHeader("X-Role") String role, HttpSession session) {
        session.setAttribute("role", role); // want "java/trust-boundary"
    }
}
