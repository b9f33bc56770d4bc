import com.auth0.jwt.JWT;
import io.jsonwebtoken.Jwts;

class Tokens {
    String user(String token) {
        return JWT.decode(token).getSubject(); // want "java/jwt-signature-not-verified"
    }
    Object claims(String token) {
        return Jwts.parser().parseClaimsJwt(token).getBody(); // want "java/jwt-signature-not-verified"
    }
    Object any(String token, java.security.Key key) {
        return Jwts.parser().setSigningKey(key).parse(token).getBody(); // want "java/jwt-signature-not-verified"
    }
}
