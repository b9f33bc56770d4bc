import org.springframework.http.ResponseCookie;

class Session {
    ResponseCookie cookie(String token) {
        return ResponseCookie.from("SESSION", token).secure(true).httpOnly(true).sameSite("Lax").build();
    }
    void tls(Builder b) {
        b.secure(false);
    }
}
