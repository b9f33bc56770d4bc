import io.jsonwebtoken.Jwts;
import javax.crypto.SecretKey;

class Tokens {
    private final SecretKey key;

    Tokens(SecretKey key) {
        this.key = key;
    }

    String issue(String user) {
        return Jwts.builder().subject(user).claim("role", "user").signWith(key).compact();
    }

    String other(Builder b) {
        return b.compact();
    }
}
