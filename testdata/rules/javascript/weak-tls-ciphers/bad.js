const server = https.createServer({ key, cert, ciphers: 'RC4-SHA:AES128-SHA' }, app); // want "javascript/weak-tls-ciphers"
const socket = tls.connect({ host, port, ciphers: 'ECDHE-RSA-AES128-GCM-SHA256:DES-CBC3-SHA' }); // want "javascript/weak-tls-ciphers"
const s2 = tls.createServer({ ciphers: 'ALL:eNULL' }); // want "javascript/weak-tls-ciphers"
