const crypto = require('crypto');

const ecdh = crypto.createECDH('prime256v1');
const dh = crypto.getDiffieHellman('modp14');
const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', {
  namedCurve: 'secp384r1',
});
const x = crypto.generateKeyPairSync('x25519');

module.exports = { ecdh, dh, publicKey, privateKey, x };
