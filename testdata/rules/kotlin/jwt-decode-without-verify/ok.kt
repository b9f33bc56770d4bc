import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm

fun userOf(token: String, secret: String): String {
    val verified = JWT.require(Algorithm.HMAC256(secret)).build().verify(token)
    return JWT.decode(verified.token).subject
}
