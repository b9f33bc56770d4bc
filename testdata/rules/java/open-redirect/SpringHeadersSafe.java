package example;

import java.net.URI;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringHeadersSafe {
    @GetMapping("/item")
    public ResponseEntity<Void> item(@RequestParam long id) {
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create("/items/" + id)).build();
    }

    @GetMapping("/home")
    public ResponseEntity<Void> home(@RequestParam String ignored) {
        HttpHeaders headers = new HttpHeaders();
        headers.setLocation(URI.create("/home"));
        return new ResponseEntity<>(headers, HttpStatus.FOUND);
    }
}
