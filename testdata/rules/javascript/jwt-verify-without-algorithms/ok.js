const jwt = require('jsonwebtoken');

function authenticate(token, publicKey, opts) {
  const claims = jwt.verify(token, publicKey, { algorithms: ['RS256'] });
  jwt.verify(token, publicKey, { algorithms: ['RS256'], issuer: 'https://auth.example.com' }, done);
  jwt.verify(token, publicKey, opts);
  jwt.verify(token, publicKey, { ...opts, issuer: 'x' });
  return claims;
}
