package example;

import java.net.URL;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// URL(protocol, host, file) performs no validation of its inputs, and its
// string form is the host followed by the file: a file the request
// chooses (".evil.example/", "@evil.example/") names another server.
@RestController
public class UrlFile {
    @GetMapping("/go")
    void go(@RequestParam String next, HttpServletResponse response) throws Exception {
        URL target = new URL("https", "www.example.com", next);
        response.sendRedirect(target.toString()); // want "java/open-redirect"
    }

    @GetMapping("/go/port")
    void port(@RequestParam String next, HttpServletResponse response) throws Exception {
        response.sendRedirect(new URL("https", "www.example.com", 443, next + "/done").toString()); // want "java/open-redirect"
    }
}
