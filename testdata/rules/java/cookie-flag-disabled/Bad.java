import javax.servlet.ServletContext;
import javax.servlet.http.Cookie;

class Cookies {
    Cookie build(String value) {
        Cookie cookie = new Cookie("session", value);
        cookie.setSecure(false); // want "java/cookie-flag-disabled"
        cookie.setHttpOnly(false); // want "java/cookie-flag-disabled"
        return cookie;
    }

    void session(ServletContext ctx) {
        ctx.getSessionCookieConfig().setSecure(false); // want "java/cookie-flag-disabled"
    }
}

class SessionConfig {
    org.springframework.session.web.http.CookieSerializer cookieSerializer() {
        org.springframework.session.web.http.DefaultCookieSerializer serializer = new org.springframework.session.web.http.DefaultCookieSerializer();
        serializer.setUseSecureCookie(false); // want "java/cookie-flag-disabled"
        serializer.setUseHttpOnlyCookie(false); // want "java/cookie-flag-disabled"
        return serializer;
    }
}
