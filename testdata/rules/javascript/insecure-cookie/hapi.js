const Hapi = require('@hapi/hapi');

const server = Hapi.server({ port: 3000 });
server.state('session', { ttl: 86400000, isSecure: false, isHttpOnly: true, encoding: 'base64json' }); // want "insecure-cookie: .*isSecure: false"
server.state('prefs', { isSecure: true, isHttpOnly: true });
