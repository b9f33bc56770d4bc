import pdi.jwt.{Jwt, JwtAlgorithm}

object Auth {
  private val key = sys.env("JWT_SECRET")
  def issue(claim: String): String = Jwt.encode(claim, key, JwtAlgorithm.HS256)
  def check(token: String) = Jwt.decode(token, key, Seq(JwtAlgorithm.HS256))
}
