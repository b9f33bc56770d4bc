const express = require('express');
const ejs = require('ejs');
const pug = require('pug');
const path = require('path');

const app = express();
const VIEWS = path.join(__dirname, 'views');

app.get('/page', (req, res) => {
  ejs.renderFile(req.query.view, { user: req.user }, (err, html) => { // want "javascript/path-traversal"
    if (err) return res.status(500).end();
    res.send(html);
  });
});

app.get('/email-preview/:name', (req, res) => {
  const render = pug.compileFile(`emails/${req.params.name}`); // want "javascript/path-traversal"
  res.type('text/plain').send(render({ name: 'Ada' }));
});

app.get('/theme', (req, res) => {
  const THEMES = { light: 'light.pug', dark: 'dark.pug' };
  const file = THEMES[req.query.theme] || THEMES.light;
  const html = pug.renderFile(path.join(VIEWS, file), { title: 'Home' });
  ejs.renderFile(path.join(VIEWS, 'index.ejs'), { q: req.query.q }, (err, out) => res.send(out));
  res.send(html);
});
