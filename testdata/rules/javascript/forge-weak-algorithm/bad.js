const forge = require('node-forge');
const md = forge.md.md5.create(); // want "javascript/forge-weak-algorithm"
const sha = forge.md.sha1.create(); // want "javascript/forge-weak-algorithm"
const cipher = forge.cipher.createCipher('3DES-CBC', key); // want "javascript/forge-weak-algorithm"
const ecb = forge.cipher.createCipher('AES-ECB', key); // want "javascript/forge-weak-algorithm"
const hmac = forge.hmac.create();
hmac.start('sha1', secret); // want "javascript/forge-weak-algorithm"
