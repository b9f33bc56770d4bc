const Hapi = require('@hapi/hapi');

const server = Hapi.server({ port: 3000 });
server.route({
  method: 'GET',
  path: '/hello',
  handler: (request, h) => '<h1>Hello ' + request.query.name + '</h1>', // want "hapi-returned-markup"
});
server.route({
  method: 'GET',
  path: '/item/{id}',
  handler: function (request, h) {
    const { id } = request.params;
    return `<div>${id}</div>`; // want "hapi-returned-markup"
  },
});
