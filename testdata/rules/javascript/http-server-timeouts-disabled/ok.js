const http = require('http');
const app = require('./app');

const server = http.createServer({ requestTimeout: 120000 }, app);
server.headersTimeout = 65000;
// behind a load balancer: keep idle connections longer than its idle timeout
server.keepAliveTimeout = 0;
server.timeout = 0;
server.listen(8080);

// mssql: a query's timeout, not the HTTP server's
const dbConfig = { server: 'db', options: {} };
dbConfig.requestTimeout = 0;
