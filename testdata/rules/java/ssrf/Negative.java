package example;

import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeProxy extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String page = request.getParameter("page");
        URL url = new URL("https://api.example.com/status");
        url.openConnection();
        String host = new URL(request.getRequestURL().toString()).getHost();
    }
}
