function currentUser(req) {
  const claims = jwt.verify(req.headers.authorization, key, { algorithms: ["RS256"] });
  return claims.sub;
}
const header = jwt.verify(token, getKey(jwt.decode(token, { complete: true })), { algorithms: ["RS256"] });
function simple(token) {
  return jwtSimple.decode(token, process.env.SECRET);
}
function simpleBound(token) {
  return jwt.decode(token, secret);
}
function checked(token) {
  jwt.verify(token, publicKey, { algorithms: ["RS256"] });
  const claims = jwt.decode(token);
  return claims.sub;
}
async function checkedLater(token) {
  const { header } = jwt.decode(token, { complete: true });
  const payload = await jwt.verify(token, keys[header.kid], { algorithms: ["RS256"] });
  return payload;
}
