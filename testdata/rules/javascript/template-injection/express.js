const express = require('express');
const ejs = require('ejs');
const Handlebars = require('handlebars');
const pug = require('pug');

const app = express();

app.get('/greet', (req, res) => {
  res.send(ejs.render('<h1>Hello ' + req.query.name + '</h1>')); // want "template-injection: .*req.query.name"
});

app.post('/preview', (req, res) => {
  const tpl = Handlebars.compile(req.body.template); // want "template-injection"
  res.send(tpl({}));
});

function banner(title) {
  return pug.render(`h1 ${title}`); // want "template-injection: Template source built"
}
