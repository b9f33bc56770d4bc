package example;

import java.nio.file.Files;
import java.nio.file.Paths;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// The name itself goes back into the page.
@RestController
class DocsEcho {
    @GetMapping("/a")
    String a(@RequestParam String f) throws Exception {
        byte[] body = Files.readAllBytes(Paths.get("/srv/docs/plain.txt"));
        return "<h1>" + f + "</h1>" + new String(body); // want "java/xss"
    }
}

// The value bound into the query is echoed beside its result.
@RestController
class UserEcho {
    private org.springframework.jdbc.core.JdbcTemplate jdbc;

    @GetMapping("/b")
    String b(@RequestParam String id) {
        String name = jdbc.queryForObject("SELECT name FROM users WHERE id = ?", String.class, id);
        return "<p>" + id + ": " + name + "</p>"; // want "java/xss"
    }
}

// Decoding is not encoding: the Base64 the request sent decodes to markup.
class Decoded extends javax.servlet.http.HttpServlet {
    protected void doGet(javax.servlet.http.HttpServletRequest req, javax.servlet.http.HttpServletResponse resp) throws java.io.IOException {
        byte[] raw = java.util.Base64.getDecoder().decode(req.getParameter("s"));
        resp.getWriter().println(new String(raw)); // want "java/xss"
    }
}

// A char is one character of the text, and a String stays text.
class CharEcho extends javax.servlet.http.HttpServlet {
    protected void doGet(javax.servlet.http.HttpServletRequest req, javax.servlet.http.HttpServletResponse resp) throws java.io.IOException {
        String s = java.util.Optional.ofNullable(req.getParameter("s")).orElse("");
        resp.getWriter().println(s); // want "java/xss"
    }
}
