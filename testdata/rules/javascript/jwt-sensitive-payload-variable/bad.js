const jwt = require('jsonwebtoken');
const { SignJWT } = require('jose');

async function login(req, res) {
  const account = await Account.findOne({ email: req.body.email });
  const payload = { sub: account.id, email: account.email, password: account.password };
  const token = jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' }); // want "javascript/jwt-sensitive-payload-variable"
  res.json({ token });
}

async function issue(apiKey, clientId) {
  const claims = { clientId, apiKey };
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secretKey); // want "javascript/jwt-sensitive-payload-variable"
}

module.exports = { login, issue };
