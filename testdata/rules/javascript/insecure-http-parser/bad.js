const http = require('http');

const server = http.createServer({ insecureHTTPParser: true }, (req, res) => res.end('ok')); // want "insecure-http-parser"
const req = http.request({ host: 'legacy.internal', insecureHTTPParser: true }); // want "insecure-http-parser"
