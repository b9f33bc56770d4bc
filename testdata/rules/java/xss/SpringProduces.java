package example;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

// A mapping that produces JSON or plain text returns no page; one that
// produces HTML, or says nothing, does.
@RestController
public class ProducesController {
    @GetMapping(value = "/plain", produces = MediaType.TEXT_PLAIN_VALUE)
    public String plain(String name) {
        return "Hello " + name;
    }

    @GetMapping(path = "/json", produces = "application/json")
    public String json(String name) {
        return "{\"name\": \"" + name + "\"}";
    }

    @RequestMapping(value = "/html", produces = MediaType.TEXT_HTML_VALUE)
    public String html(String name) {
        return "<p>" + name + "</p>"; // want "java/xss"
    }

    @GetMapping("/page")
    public String page(String name) {
        return "<p>" + name + "</p>"; // want "java/xss"
    }
}
