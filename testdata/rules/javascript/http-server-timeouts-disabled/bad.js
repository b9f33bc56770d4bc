const http = require('http');
const app = require('./app');

const server = http.createServer({ requestTimeout: 0 }, app); // want "javascript/http-server-timeouts-disabled"
server.headersTimeout = 0; // want "javascript/http-server-timeouts-disabled"
server.listen(8080);
