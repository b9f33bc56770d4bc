const crypto = require('crypto');

function hashPassword(password) {
  return crypto.createHash('md5').update(password).digest('hex'); // want "weak-hash"
}

const signature = crypto.createHash('sha1').update(payload).digest('base64'); // want "weak-hash"
const HASH = 'sha1';
const digest = (s) => crypto.createHash(HASH).update(s).digest('hex'); // want "weak-hash"
