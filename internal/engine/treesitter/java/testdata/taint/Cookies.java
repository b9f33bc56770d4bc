package example;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// ResponseCookie validates its value as RFC 6265 asks, so the Set-Cookie
// header it writes holds one line; a header written from the value itself
// does not.
@RestController
public class Cookies {
    @GetMapping("/theme")
    public ResponseEntity<String> theme(@RequestParam String theme) {
        ResponseCookie c = ResponseCookie.from("theme", theme).httpOnly(true).secure(true).path("/").build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, c.toString()).body("ok");
    }

    @GetMapping("/theme2")
    public ResponseEntity<String> theme2(@RequestParam String theme) {
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, "theme=" + theme).body("ok"); // want "java/header-injection"
    }
}
