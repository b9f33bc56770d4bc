import Hapi from '@hapi/hapi';

const server = Hapi.server({ port: 3000 });
server.route({
  method: 'GET',
  path: '/login',
  handler: (request: Hapi.Request, h: Hapi.ResponseToolkit) =>
    h.response('ok').state('sid', request.auth.credentials.sid as string, { isHttpOnly: false }), // want "cookie-without-httponly: .*isHttpOnly: false"
});
