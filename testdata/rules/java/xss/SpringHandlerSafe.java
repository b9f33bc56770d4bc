package example;

import java.security.Principal;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

// The same handlers made safe: a view name returned from a @Controller (the
// template escapes), escaped text, a JSON body, the authenticated user.
@Controller
class GreetingPageController {
    @GetMapping("/greet")
    public String greet(String name, Model model) {
        model.addAttribute("name", name);
        return "greeting";
    }
}

@RestController
public class SafeGreetingController {
    @GetMapping("/echo")
    public ResponseEntity<String> echo(String msg) {
        return ResponseEntity.ok("<p>" + HtmlUtils.htmlEscape(msg) + "</p>");
    }

    @GetMapping("/users/{id}")
    public ResponseEntity<String> user(@org.springframework.web.bind.annotation.PathVariable long id, @RequestParam Integer page) {
        return ResponseEntity.ok("<p>user " + id + ", page " + page + "</p>");
    }

    @GetMapping("/echo.json")
    public ResponseEntity<Map<String, String>> echoJson(@RequestParam String msg) {
        return ResponseEntity.ok(Map.of("msg", msg));
    }

    @GetMapping("/echo.txt")
    public ResponseEntity<String> echoText(String msg) {
        return ResponseEntity.ok().contentType(MediaType.TEXT_PLAIN).body(msg);
    }

    @GetMapping("/me")
    public String me(Principal principal) {
        return "<h1>" + principal.getName() + "</h1>";
    }

    private String helper(String s) {
        return "<b>" + s + "</b>";
    }
}
