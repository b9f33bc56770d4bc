import pdi.jwt.{Jwt, JwtAlgorithm, JwtOptions}

object Auth {
  def claims(token: String, key: String) = Jwt.decode(token, key, Seq(JwtAlgorithm.HS256))
  def lenient(token: String, key: String) = Jwt.decode(token, key, Seq(JwtAlgorithm.HS256), JwtOptions(leeway = 60))
}
