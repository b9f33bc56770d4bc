const express = require('express');
const ejs = require('ejs');
const Handlebars = require('handlebars');

const app = express();
const greet = Handlebars.compile('<h1>Hello {{name}}</h1>');

app.get('/greet', (req, res) => {
  res.send(ejs.render('<h1>Hello <%= name %></h1>', { name: req.query.name }));
  res.send(greet({ name: req.query.name }));
});
