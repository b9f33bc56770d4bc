import com.auth0.jwt.JWT

fun userOf(token: String): String = JWT.decode(token).subject // want "kotlin/jwt-decode-without-verify"
