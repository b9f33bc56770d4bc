import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import io.jsonwebtoken.Jwts;

class Tokens {
    String user(String token, String secret) {
        JWT.require(Algorithm.HMAC256(secret)).build().verify(token);
        return JWT.decode(token).getSubject();
    }
    Object claims(String token, java.security.Key key) {
        return Jwts.parser().setSigningKey(key).parseClaimsJws(token).getBody();
    }
    Object date(String text) throws Exception {
        return new java.text.SimpleDateFormat("yyyy-MM-dd").parse(text);
    }
}
