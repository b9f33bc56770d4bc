import org.springframework.http.ResponseCookie;

class Session {
    ResponseCookie cookie(String token) {
        return ResponseCookie.from("SESSION", token)
            .secure(false) // want "java/response-cookie-flag-disabled"
            .httpOnly(false) // want "java/response-cookie-flag-disabled"
            .build();
    }
}
