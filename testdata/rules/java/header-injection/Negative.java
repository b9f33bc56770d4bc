package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeHeaders extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("X-Length", String.valueOf(Integer.parseInt(request.getParameter("n"))));
    }
}
