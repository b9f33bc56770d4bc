const Hapi = require('@hapi/hapi');

const server = Hapi.server({ port: 3000 });
server.state('session', { ttl: 86400000, isSecure: false, isHttpOnly: true, encoding: 'base64json' }); // want "insecure-cookie: .*isSecure: false"

server.route({
  method: 'GET',
  path: '/login',
  handler: (request, h) => h.response('ok').state('sid', request.auth.credentials.sid, { isHttpOnly: false }), // want "insecure-cookie: .*isHttpOnly: false"
});
server.state('prefs', { isSecure: true, isHttpOnly: true });
