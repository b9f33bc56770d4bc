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

class Logout {
    void logout(javax.servlet.http.HttpServletResponse response) {
        javax.servlet.http.Cookie gone = new javax.servlet.http.Cookie("sid", null);
        gone.setPath("/");
        response.addCookie(gone);
        javax.servlet.http.Cookie expired = new javax.servlet.http.Cookie("remember", "");
        response.addCookie(expired);
        javax.servlet.http.Cookie old = new javax.servlet.http.Cookie("prefs", "x");
        old.setMaxAge(0);
        response.addCookie(old);
    }
}
