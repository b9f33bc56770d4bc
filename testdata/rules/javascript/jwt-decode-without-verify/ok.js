function currentUser(req) {
  const claims = jwt.verify(req.headers.authorization, key, { algorithms: ["RS256"] });
  return claims.sub;
}
const header = jwt.verify(token, getKey(jwt.decode(token, { complete: true })), { algorithms: ["RS256"] });
