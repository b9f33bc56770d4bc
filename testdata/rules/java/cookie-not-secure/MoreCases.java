package example;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

public class MoreCases {
    void direct(HttpServletResponse response, String id) {
        response.addCookie(new Cookie("sid", id)); // want "java/cookie-not-secure"
    }

    void tooLate(HttpServletResponse response, String id) {
        Cookie c = new Cookie("sid", id);
        c.setHttpOnly(true);
        response.addCookie(c); // want "java/cookie-not-secure"
        c.setSecure(true);
    }

    void fromConfig(HttpServletResponse response, String id, boolean secure) {
        Cookie c = new Cookie("sid", id);
        c.setSecure(secure);
        c.setHttpOnly(true);
        response.addCookie(c);
    }

    void reassigned(HttpServletResponse response, String id) {
        Cookie c = new Cookie("a", id);
        c.setSecure(true);
        response.addCookie(c);
        c = new Cookie("b", id);
        response.addCookie(c); // want "java/cookie-not-secure"
    }
}
