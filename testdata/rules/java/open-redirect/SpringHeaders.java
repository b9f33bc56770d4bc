package example;

import java.net.URI;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringHeaders {
    @GetMapping("/out")
    public ResponseEntity<Void> out(@RequestParam String url) {
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(url)).build(); // want "java/open-redirect"
    }

    @GetMapping("/out2")
    public ResponseEntity<Void> out2(@RequestParam String next) {
        HttpHeaders headers = new HttpHeaders();
        headers.setLocation(URI.create(next)); // want "java/open-redirect"
        return new ResponseEntity<>(headers, HttpStatus.FOUND);
    }

    @GetMapping("/out3")
    public ResponseEntity<Void> out3(@RequestParam String to) {
        return ResponseEntity.status(302).header(HttpHeaders.LOCATION, to).build(); // want "java/open-redirect"
    }
}
