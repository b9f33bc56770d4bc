const jwt = require('jsonwebtoken');

async function login(req, res) {
  const account = await Account.findOne({ email: req.body.email });
  const claims = { sub: account.id, role: account.role };
  res.json({ token: jwt.sign(claims, process.env.JWT_SECRET, { expiresIn: '1h' }) });
}

// The secret field is left out by a rest pattern before signing.
async function refresh(user) {
  const { password, ...profile } = user;
  return jwt.sign(profile, process.env.JWT_SECRET);
}

// Removed before signing.
async function legacy(row) {
  const session = { id: row.id, password: row.password };
  delete session.password;
  return jwt.sign(session, process.env.JWT_SECRET);
}

// A password policy is not a password.
function policyToken() {
  const policy = { minLength: 12, passwordRules: 'strong' };
  return jwt.sign(policy, process.env.JWT_SECRET);
}

module.exports = { login, refresh, legacy, policyToken };
