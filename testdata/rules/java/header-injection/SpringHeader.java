package example;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringHeader {
    @GetMapping("/lang")
    public ResponseEntity<String> lang(@RequestParam String lang) {
        return ResponseEntity.ok().header("Content-Language", lang).body("ok"); // want "java/header-injection"
    }
}
