const express = require('express');
const serveStatic = require('serve-static');

const app = express();
app.use(express.static('public', { dotfiles: 'allow' })); // want "static-dotfiles-allowed"
app.use('/files', serveStatic(__dirname + '/files', { dotfiles: 'allow', index: false })); // want "static-dotfiles-allowed"
fastify.register(require('@fastify/static'), { root: path.join(__dirname, 'public'), dotfiles: true }); // want "static-dotfiles-allowed"
