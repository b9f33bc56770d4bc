package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.ws.rs.QueryParam;

public class Redirect extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        response.sendRedirect(request.getParameter("next")); // want "java/open-redirect: Open redirect"
    }

    public void jaxrs(@QueryParam("to") String to, HttpServletResponse response) {
        response.setHeader("Location", to); // want "java/open-redirect"
    }
}
