const crypto = require('crypto');

function seal(key, data) {
  const iv = Buffer.alloc(16, 0);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv); // want "javascript/static-iv"
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

const NONCE = Buffer.from('000000000000');
function seal2(key, data) {
  return crypto.createCipheriv('aes-256-gcm', key, NONCE).update(data); // want "javascript/static-iv"
}
