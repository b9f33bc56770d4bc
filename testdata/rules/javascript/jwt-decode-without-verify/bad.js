function currentUser(req) {
  const claims = jwt.decode(req.headers.authorization); // want "javascript/jwt-decode-without-verify"
  return claims.sub;
}
function simple(token) {
  return jwtSimple.decode(token, process.env.SECRET, true); // want "javascript/jwt-decode-without-verify"
}
function withOptions(token) {
  return jwt.decode(token, { complete: true }).payload; // want "javascript/jwt-decode-without-verify"
}
