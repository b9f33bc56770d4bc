package example;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// An object built from the request: its methods' summaries see the fields
// its constructor set, so a getter that returns a constant is clean and one
// that reads the wrapped request is not.
public class Wrapper extends HttpServlet {

    static class View {
        private final HttpServletRequest req;
        private final String prefix;

        View(HttpServletRequest req, String prefix) {
            this.req = req;
            this.prefix = prefix;
        }

        String param(String name) {
            return req.getParameter(name);
        }

        String fixed(String name) {
            return "guest";
        }

        String prefixed(String s) {
            return prefix + s;
        }
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        View view = new View(request, "Hi ");
        response.getWriter().println(view.fixed("user"));
        response.getWriter().println(view.param("user")); // want "java/xss"
        response.getWriter().println(view.prefixed("there"));
        View tainted = new View(request, request.getHeader("X-Prefix"));
        response.getWriter().println(tainted.prefixed("there")); // want "java/xss"
    }
}
