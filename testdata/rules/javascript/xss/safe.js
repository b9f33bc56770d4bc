const express = require('express');
const escapeHtml = require('escape-html');

const app = express();

app.get('/hello', (req, res) => {
  res.send(`<h1>Hello ${escapeHtml(req.query.name)}</h1>`);
});

app.get('/page', (req, res) => {
  res.render('page', { name: req.query.name });
});

app.get('/api', (req, res) => {
  res.json({ name: req.query.name });
  res.send({ echo: req.body });
});

app.get('/count', (req, res) => {
  const n = Number(req.query.n);
  res.send(`<p>${n} items</p>`);
});

app.get('/plain', (req, res) => {
  res.type('text/plain');
  res.send('You searched for ' + req.query.q);
});

const card = require('handlebars').compile('<div class="card">{{name}}</div>');
app.get('/card', (req, res) => {
  res.send(card({ name: req.query.name }));
});
