const crypto = require('crypto');
const forge = require('node-forge');

const dh = crypto.createDiffieHellman(1024); // want "weak-rsa-key"
const dsa = crypto.generateKeyPairSync('dsa', { modulusLength: 1024 }); // want "weak-rsa-key"
const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 }); // want "weak-rsa-key"
const keys2 = forge.pki.rsa.generateKeyPair(512); // want "weak-rsa-key"
