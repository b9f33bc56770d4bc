package example;

import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeSession extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        Cookie c = new Cookie("sid", "abc");
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
    }
}
