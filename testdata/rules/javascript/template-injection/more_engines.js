const express = require('express');
const Twig = require('twig');
const Sqrl = require('squirrelly');
const Hogan = require('hogan.js');
const template = require('art-template');
const dust = require('dustjs-linkedin');

const app = express();
app.use(express.json());

// "Custom email templates": the tenant's template text compiled on the server.
app.post('/preview/twig', (req, res) => {
  const tpl = Twig.twig({ data: req.body.template }); // want "javascript/template-injection"
  res.send(tpl.render({ name: 'Ada' }));
});

app.post('/preview/sqrl', (req, res) => {
  res.send(Sqrl.render(req.body.template, { name: 'Ada' })); // want "javascript/template-injection"
});

app.post('/preview/hogan', (req, res) => {
  const compiled = Hogan.compile(req.body.template); // want "javascript/template-injection"
  res.send(compiled.render({ name: 'Ada' }));
});

app.post('/preview/art', (req, res) => {
  res.send(template.render(req.body.template, { name: 'Ada' })); // want "javascript/template-injection"
});

app.post('/preview/dust', (req, res) => {
  dust.renderSource(req.body.template, { name: 'Ada' }, (err, out) => res.send(out)); // want "javascript/template-injection"
});

// Fixed templates rendered with the client's values are fine.
app.get('/hello', (req, res) => {
  const hello = Hogan.compile('<p>Hello {{name}}</p>');
  res.send(hello.render({ name: req.query.name }));
  res.send(Sqrl.render('<p>Hi {{it.name}}</p>', { name: req.query.name }));
});
