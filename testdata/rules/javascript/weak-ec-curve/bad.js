const crypto = require('crypto');

const legacy = crypto.createECDH('prime192v1'); // want "javascript/weak-ec-curve"
const dh = crypto.getDiffieHellman('modp2'); // want "javascript/weak-ec-curve"
const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', {
  namedCurve: 'secp160r1', // want "javascript/weak-ec-curve"
});

module.exports = { legacy, dh, publicKey, privateKey };
