package example;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringHeaderSafe {
    @GetMapping("/lang")
    public ResponseEntity<String> lang(@RequestParam String lang) {
        String value = "fr".equals(lang) ? "fr" : "en";
        return ResponseEntity.ok().header("Content-Language", value).body("ok");
    }
}
