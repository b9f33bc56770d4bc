package example;

import java.net.URI;
import java.net.URL;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// The file starts with a constant "/", so the request picks a page on the
// code's own server; URI's constructor rejects a path that is not
// absolute, so there the path may be the request's.
@RestController
public class UrlFileSafe {
    @GetMapping("/go")
    void go(@RequestParam String next, HttpServletResponse response) throws Exception {
        URL target = new URL("https", "www.example.com", "/pages/" + next);
        response.sendRedirect(target.toString());
    }

    @GetMapping("/go/port")
    void port(@RequestParam String page, HttpServletResponse response) throws Exception {
        response.sendRedirect(new URL("https", "www.example.com", 443, ("/p/" + page) + ".html").toString());
    }

    @GetMapping("/go/uri")
    void uri(@RequestParam String path, HttpServletResponse response) throws Exception {
        response.sendRedirect(new URI("https", "www.example.com", path, null).toString());
    }
}
