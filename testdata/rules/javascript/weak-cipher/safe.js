const crypto = require('crypto');
const c1 = crypto.createCipheriv('aes-256-gcm', key, iv);
const c2 = crypto.createCipheriv("aes-128-cbc", key, iv);
const c3 = crypto.createCipheriv(algorithm, key, iv);
const d = crypto.createDecipheriv('aes-256-gcm', key, iv);
const h = myLib.createCipher(opts);
const c4 = crypto.createCipheriv('chacha20-poly1305', key, iv, { authTagLength: 16 });
