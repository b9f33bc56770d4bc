const jwt = require('jsonwebtoken');

function authenticate(token, publicKey) {
  const claims = jwt.verify(token, publicKey); // want "javascript/jwt-verify-without-algorithms"
  jwt.verify(token, publicKey, { issuer: 'https://auth.example.com' }); // want "javascript/jwt-verify-without-algorithms"
  jwt.verify(token, publicKey, (err, decoded) => done(err, decoded)); // want "javascript/jwt-verify-without-algorithms"
  return claims;
}
