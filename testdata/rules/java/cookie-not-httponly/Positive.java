package example;

import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Session extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        Cookie c = new Cookie("sid", "abc");
        c.setSecure(true);
        response.addCookie(c); // want "java/cookie-not-httponly: Cookie c added without setHttpOnly"
    }
}
