const express = require('express');
const markdownit = require('markdown-it');
const DOMPurify = require('isomorphic-dompurify');

// html stays at its default (false): raw HTML in the input is escaped
const md = markdownit({ linkify: true });
const trusted = markdownit({ html: true });
const app = express();

app.post('/preview', (req, res) => {
  res.send(md.render(req.body.text));
});

app.post('/sanitized', (req, res) => {
  res.send(DOMPurify.sanitize(trusted.render(req.body.text)));
});

// the site's own documentation, not the request's
app.get('/docs', (req, res) => {
  res.send(trusted.render(DOCS_MARKDOWN));
});
