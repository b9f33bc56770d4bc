import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;

class Cookies {
    void add(HttpServletResponse response, String value) {
        Cookie cookie = new Cookie("session", value);
        cookie.setSecure(true);
        cookie.setHttpOnly(true);
        response.addCookie(cookie);
    }

    // Added here: the java analysis reports the cookie at addCookie, once.
    void legacy(HttpServletResponse response, String value) {
        Cookie cookie = new Cookie("session", value);
        cookie.setSecure(false);
        response.addCookie(cookie);
    }
}

class Mail {
    void configure(MailSettings settings) {
        settings.setSecure(false);
    }
}
