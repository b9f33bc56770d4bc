import javax.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;

class Cookies {
    void raw(HttpServletResponse response, String token) {
        response.setHeader("Set-Cookie", "session=" + token + "; Path=/"); // want "java/cookie-header-without-flags"
        response.addHeader("Set-Cookie", "theme=dark; Path=/; HttpOnly"); // want "java/cookie-header-without-flags"
    }

    ResponseEntity<Void> spring(String token) {
        ResponseCookie cookie = ResponseCookie.from("session", token).path("/").maxAge(3600).build(); // want "java/cookie-header-without-flags"
        ResponseCookie half = ResponseCookie.from("remember", token).httpOnly(true).build(); // want "java/cookie-header-without-flags"
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }
}
