const jose = require('jose');
const { JWK, JWT } = require('jose');
const jwtSimple = require('jwt-simple');

const key = JWK.asKey('a-hardcoded-jose-key'); // want "javascript/hardcoded-jwt-secret"
const token = JWT.sign({ sub: 'u1' }, key, { algorithm: 'HS256' });
const t2 = jose.JWT.sign({ sub: 'u2' }, 'inline-jose-secret-value'); // want "javascript/hardcoded-jwt-secret"
const t3 = jwtSimple.encode({ sub: 'u3' }, 'jwt-simple-secret'); // want "javascript/hardcoded-jwt-secret"
const claims = jwtSimple.decode(t3, 'jwt-simple-secret'); // want "javascript/hardcoded-jwt-secret"

module.exports = { token, t2, claims };
