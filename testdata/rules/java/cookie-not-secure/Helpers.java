package example;

import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServletResponse;

// A cookie handed to a method of the class, which sets its flags, is not
// reported; one handed to another object's method still is.
public class CookieHelpers {
    void session(HttpServletResponse response, String id) {
        Cookie c = harden(new Cookie("sid", id));
        response.addCookie(c);
        Cookie d = new Cookie("sid2", id);
        this.harden(d);
        response.addCookie(d);
        Cookie e = new Cookie("sid3", id);
        harden(e);
        response.addCookie(e);
        Cookie f = new Cookie("sid4", id);
        audit.record(f);
        response.addCookie(f); // want "java/cookie-not-secure"
    }

    private Audit audit;

    private Cookie harden(Cookie c) {
        c.setSecure(true);
        c.setHttpOnly(true);
        c.setPath("/");
        return c;
    }
}

// A servlet that adds its cookie through the inherited addCookie: the call
// that sends the cookie sets no flag.
class CookieServlet extends javax.servlet.http.HttpServletResponseWrapper {
    CookieServlet(javax.servlet.http.HttpServletResponse r) { super(r); }

    void send(String id) {
        Cookie c = new Cookie("sid", id);
        addCookie(c); // want "java/cookie-not-secure"
    }
}
