const crypto = require('crypto');
const { createCipher, createDecipheriv } = require('crypto');
function open(password, data) {
  const d = crypto.createDecipher('aes-256-cbc', password); // want "weak-cipher"
  return d.update(data, 'hex', 'utf8') + d.final('utf8');
}
const c = createCipher('aes192', secret); // want "weak-cipher"
const d2 = createDecipheriv('des-ede3-cbc', key, iv); // want "weak-cipher"
const d3 = crypto.createDecipheriv('aes-128-ecb', key, null); // want "weak-cipher"
const LEGACY = 'bf-cbc';
const d4 = crypto.createDecipheriv(LEGACY, key, iv); // want "weak-cipher"
