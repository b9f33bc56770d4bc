const express = require('express');
const markdownit = require('markdown-it');

const md = markdownit({ html: true, linkify: true });
const app = express();

app.post('/preview', (req, res) => {
  const html = md.render(req.body.text); // want "javascript/markdown-raw-html-from-request"
  res.send(html);
});

app.get('/inline', (req, res) => {
  const { q } = req.query;
  res.send(md.renderInline(q)); // want "javascript/markdown-raw-html-from-request"
});
