const crypto = require('crypto');
function newApiKey() {
  return crypto.randomBytes(16).toString('hex');
}
function jitter(ms) {
  return ms + Math.floor(Math.random() * 100);
}
module.exports = { newApiKey, jitter };
