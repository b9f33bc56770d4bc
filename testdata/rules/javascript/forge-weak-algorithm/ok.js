const forge = require('node-forge');
const md = forge.md.sha256.create();
const cipher = forge.cipher.createCipher('AES-GCM', key);
const hmac = forge.hmac.create();
hmac.start('sha256', secret);
