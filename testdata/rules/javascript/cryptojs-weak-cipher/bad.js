const CryptoJS = require('crypto-js');

function seal(text, key) {
  const a = CryptoJS.DES.encrypt(text, key).toString(); // want "cryptojs-weak-cipher"
  const b = CryptoJS.TripleDES.encrypt(text, key).toString(); // want "cryptojs-weak-cipher"
  const c = CryptoJS.RC4.encrypt(text, key).toString(); // want "cryptojs-weak-cipher"
  const d = CryptoJS.AES.encrypt(text, key, { mode: CryptoJS.mode.ECB }).toString(); // want "cryptojs-weak-cipher"
  return [a, b, c, d];
}
