// Hapi route handlers receive (request, h): request.query, request.params
// and request.payload are what the client sent; h.response(value) answers
// a string as text/html and an object as JSON.
const Hapi = require('@hapi/hapi');
const escapeHtml = require('escape-html');
const { exec } = require('child_process');
const fs = require('fs');

const server = Hapi.server({ port: 3000 });

server.route({
  method: 'GET',
  path: '/run',
  handler: (request, h) => {
    exec('ls ' + request.query.dir); // want "command-injection: .*request.query.dir"
    return 'ok';
  }
});

server.route({
  method: 'GET',
  path: '/files/{name}',
  handler: function (request, h) {
    return fs.readFileSync('/data/' + request.params.name); // want "path-traversal: .*request.params.name"
  }
});

server.route({
  method: 'POST',
  path: '/save',
  options: {
    handler: async (request, h) => {
      fs.writeFileSync(request.payload.path, 'x'); // want "path-traversal: .*request.payload.path"
      return h.response('saved').code(201);
    }
  }
});

server.route({
  method: 'GET',
  path: '/hello',
  handler: (request, h) => {
    return h.response('<p>Hello ' + request.query.name + '</p>'); // want "xss: .*request.query.name"
  }
});

server.route({
  method: 'GET',
  path: '/hello-safe',
  handler: (request, h) => {
    return h.response('<p>Hello ' + escapeHtml(request.query.name) + '</p>');
  }
});

server.route({
  method: 'GET',
  path: '/hello.json',
  handler: (request, h) => {
    return h.response({ name: request.query.name });
  }
});

server.route({
  method: 'GET',
  path: '/hello.txt',
  handler: (request, h) => {
    return h.response(request.query.name).type('text/plain');
  }
});
