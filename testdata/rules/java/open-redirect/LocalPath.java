package example;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// "/" + next is "//evil.example" when next is "/evil.example", and
// browsers read "/\evil.example" the same way.
public class LocalPath {
    void back(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        resp.sendRedirect("/" + req.getParameter("next")); // want "java/open-redirect"
        resp.sendRedirect("/\\" + req.getParameter("next")); // want "java/open-redirect"
    }
}

class LocalPathFormat {
    void back(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        resp.sendRedirect(String.format("/%s", req.getParameter("next"))); // want "java/open-redirect"
    }
}
