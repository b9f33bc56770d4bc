import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import io.jsonwebtoken.Jwts;

class Tokens {
    String issue(String user) {
        return Jwts.builder().setSubject(user).claim("role", "user").compact(); // want "java/jwt-unsigned-token"
    }

    String plain(JWTClaimsSet claims) {
        return new PlainJWT(claims).serialize(); // want "java/jwt-unsigned-token"
    }
}
