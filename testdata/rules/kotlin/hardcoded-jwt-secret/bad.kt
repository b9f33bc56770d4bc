import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm

fun issue(user: String): String = JWT.create().withSubject(user).sign(Algorithm.HMAC256("s3cr3t-signing-key")) // want "kotlin/hardcoded-jwt-secret"

fun parse(token: String) = Jwts.parser().setSigningKey("s3cr3t-signing-key".toByteArray()).parseClaimsJws(token) // want "kotlin/hardcoded-jwt-secret"
