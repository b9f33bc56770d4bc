package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeRedirect extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String next = request.getParameter("next");
        if ("home".equals(next)) {
            response.sendRedirect(next);
        }
        response.sendRedirect(request.getContextPath() + "/home");
    }
}
