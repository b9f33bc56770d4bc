import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm

fun issue(user: String, secret: String): String = JWT.create().withSubject(user).sign(Algorithm.HMAC256(secret))

fun header() = JWSHeader(JWSAlgorithm.HS256)
