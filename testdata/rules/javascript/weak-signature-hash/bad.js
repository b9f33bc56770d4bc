const crypto = require('crypto');

function signLicense(privateKey, license) {
  const signer = crypto.createSign('RSA-SHA1'); // want "weak-signature-hash"
  signer.update(license);
  return signer.sign(privateKey, 'base64');
}

function checkLicense(publicKey, license, signature) {
  const verifier = crypto.createVerify('md5'); // want "weak-signature-hash"
  verifier.update(license);
  return verifier.verify(publicKey, signature, 'base64');
}

const sig = crypto.sign('sha1', Buffer.from('x'), privateKey); // want "weak-signature-hash"
