const crypto = require('crypto');
const c1 = crypto.createCipheriv('des-cbc', key, iv); // want "weak-cipher"
const c2 = crypto.createCipheriv('des-ede3-cbc', key, iv); // want "weak-cipher"
const c3 = crypto.createCipheriv("rc4", key, null); // want "weak-cipher"
const c4 = crypto.createCipheriv('aes-128-ecb', key, null); // want "weak-cipher"
const c5 = crypto.createCipher('aes-256-cbc', password); // want "weak-cipher"
const c6 = nodeCrypto.createCipheriv('AES-256-ECB', key, ''); // want "weak-cipher"
