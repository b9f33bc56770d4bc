const server = https.createServer({ key, cert, ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:!aNULL:!eNULL:!EXPORT:!DES:!RC4:!MD5:!PSK' }, app);
const socket = tls.connect({ host, port, ciphers: 'HIGH:!aNULL:!MD5:-3DES' });
