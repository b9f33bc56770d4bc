import javax.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;

class Cookies {
    void raw(HttpServletResponse response, String token) {
        response.setHeader("Set-Cookie", "session=" + token + "; Path=/; Secure; HttpOnly; SameSite=Lax");
        response.setHeader("Cache-Control", "no-store");
    }

    ResponseEntity<Void> spring(String token) {
        ResponseCookie cookie = ResponseCookie.from("session", token).httpOnly(true).secure(true).path("/").build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, cookie.toString()).build();
    }
}
