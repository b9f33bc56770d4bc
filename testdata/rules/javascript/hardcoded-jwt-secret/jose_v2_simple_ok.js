const { JWK, JWT } = require('jose');
const jwt = require('jsonwebtoken');
const jwtSimple = require('jwt-simple');

const key = JWK.asKey(process.env.JOSE_KEY);
const token = JWT.sign({ sub: 'u1' }, key, { algorithm: 'HS256' });
const t3 = jwtSimple.encode({ sub: 'u3' }, process.env.JWT_SECRET);
const header = jwt.decode(token, { complete: true });
const b64 = Buffer.from('payload').toString('base64');

module.exports = { t3, header, b64 };
