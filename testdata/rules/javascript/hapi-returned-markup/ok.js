const Hapi = require('@hapi/hapi');
const escapeHtml = require('escape-html');

const server = Hapi.server({ port: 3000 });
server.route({
  method: 'GET',
  path: '/hello',
  handler: (request, h) => '<h1>Hello ' + escapeHtml(request.query.name) + '</h1>',
});
server.route({
  method: 'GET',
  path: '/json',
  handler: (request, h) => ({ name: request.query.name }),
});
server.route({
  method: 'GET',
  path: '/static',
  handler: () => `<h1>${new Date().getFullYear()}</h1>`,
});
