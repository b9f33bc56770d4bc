import pdi.jwt.{Jwt, JwtAlgorithm, JwtOptions}

object Auth {
  def claims(token: String) = Jwt.decodeRawAll(token, JwtOptions(signature = false)) // want "scala/jwt-verification-disabled"
  def unsigned(claim: String) = Jwt.encode(claim, "", JwtAlgorithm.none) // want "scala/jwt-verification-disabled"
}
