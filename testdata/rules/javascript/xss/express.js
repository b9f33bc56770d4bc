const express = require('express');
const escapeHtml = require('escape-html');

const app = express();

app.get('/hello', (req, res) => {
  const name = req.query.name;
  res.send('<h1>Hello ' + name + '</h1>'); // want "xss: .*req.query.name"
});

app.get('/search', (req, res) => {
  res.status(200).send(`<p>No results for ${req.query.q}</p>`); // want "xss"
});

app.get('/echo', (req, res) => {
  res.setHeader('Content-Type', 'text/html');
  res.end(`<pre>${req.body.text}</pre>`); // want "xss"
});

app.get('/hello-safe', (req, res) => {
  res.send('<h1>Hello ' + escapeHtml(req.query.name) + '</h1>');
});

require('http').createServer((req, res) => {
  res.write('Hello ' + new URL(req.url, 'http://localhost').searchParams.get('name')); // want "xss"
  res.end();
});
