const crypto = require('crypto');
const { createDecipheriv } = require('crypto');
const { createCipher } = require('./cipher-factory');
const d1 = crypto.createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
const d2 = createDecipheriv('chacha20-poly1305', key, iv, { authTagLength: 16 });
const d3 = crypto.createDecipheriv(algorithm, key, iv);
const c = createCipher(options);
const e = cipherSuite.createDecipher(config);
