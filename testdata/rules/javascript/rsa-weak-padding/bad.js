const crypto = require('crypto');
const NodeRSA = require('node-rsa');

function seal(publicKey, data) {
  return crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, data); // want "rsa-weak-padding"
}

function open(privateKey, data) {
  const { RSA_NO_PADDING } = crypto.constants;
  return crypto.privateDecrypt({ key: privateKey, padding: RSA_NO_PADDING }, data); // want "rsa-weak-padding"
}

const key = new NodeRSA(pem);
key.setOptions({ encryptionScheme: 'pkcs1' }); // want "rsa-weak-padding"
