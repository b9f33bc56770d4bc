const crypto = require('crypto');
const forge = require('node-forge');

const dh = crypto.createDiffieHellman(2048);
const group = crypto.getDiffieHellman('modp14');
const dsa = crypto.generateKeyPairSync('dsa', { modulusLength: 2048 });
const keys = forge.pki.rsa.generateKeyPair({ bits: 3072, e: 0x10001 });
