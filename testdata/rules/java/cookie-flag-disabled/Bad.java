import javax.servlet.ServletContext;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;

class Cookies {
    void add(HttpServletResponse response, String value) {
        Cookie cookie = new Cookie("session", value);
        cookie.setSecure(false); // want "java/cookie-flag-disabled"
        cookie.setHttpOnly(false); // want "java/cookie-flag-disabled"
        response.addCookie(cookie);
    }

    void session(ServletContext ctx) {
        ctx.getSessionCookieConfig().setSecure(false); // want "java/cookie-flag-disabled"
    }
}
