const { JWT, JWK } = require('jose');
const jose = require('jose');

const token = JWT.sign({ sub: 'user' }, JWK.None); // want "jose-unsecured-key"
const claims = JWT.verify(token, jose.JWK.None); // want "jose-unsecured-key"

const unsigned = new jose.UnsecuredJWT({ sub: 'user' }).encode(); // want "jose-unsecured-key"
const payload = jose.UnsecuredJWT.decode(unsigned); // want "jose-unsecured-key"
