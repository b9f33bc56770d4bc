const crypto = require('crypto');

function seal(key, data) {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(data), cipher.final()]);
}

function open(key, payload) {
  const iv = Buffer.from(payload.iv, 'base64');
  return crypto.createDecipheriv('aes-256-cbc', key, iv).update(payload.data);
}
