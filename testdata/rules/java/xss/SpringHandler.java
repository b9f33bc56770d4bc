package example;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

// Spring MVC: "any other argument ... of a simple type is resolved as a
// @RequestParam", and a @RestController's String return value, or a
// ResponseEntity<String>'s body, is written to the response as it is.
@RestController
public class GreetingController {
    @GetMapping("/greet")
    public String greet(String name) {
        return "<h1>Hello " + name + "</h1>"; // want "java/xss: .*handler parameter name"
    }

    @GetMapping("/echo")
    public ResponseEntity<String> echo(String msg) {
        return ResponseEntity.ok("<p>" + msg + "</p>"); // want "java/xss: .*ResponseEntity.ok"
    }

    @GetMapping("/users/{id}")
    public ResponseEntity<String> user(@PathVariable String id) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND)
            .header("X-Missing", "user")
            .body("No user " + id); // want "java/xss"
    }

    @GetMapping("/page")
    public ResponseEntity<String> page(String title) {
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body("<h1>" + title + "</h1>"); // want "java/xss"
    }

    @GetMapping("/banner")
    public ResponseEntity<String> banner(String text) {
        return new ResponseEntity<>(text, HttpStatus.OK); // want "java/xss"
    }
}
