import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm

fun issue(user: String): String = JWT.create().withSubject(user).sign(Algorithm.none()) // want "kotlin/jwt-none-algorithm"

fun header() = JWSHeader(JWSAlgorithm.NONE) // want "kotlin/jwt-none-algorithm"
