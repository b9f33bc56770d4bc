import pdi.jwt.{Jwt, JwtAlgorithm}

object Auth {
  def issue(claim: String): String = Jwt.encode(claim, "my-signing-secret", JwtAlgorithm.HS256) // want "scala/hardcoded-jwt-secret"
  def check(token: String) = Jwt.decode(token, "my-signing-secret", Seq(JwtAlgorithm.HS256)) // want "scala/hardcoded-jwt-secret"
  val alg = Algorithm.HMAC256("my-signing-secret") // want "scala/hardcoded-jwt-secret"
}
