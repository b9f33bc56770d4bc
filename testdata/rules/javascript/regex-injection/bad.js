const express = require('express');
const app = express();

app.get('/search', (req, res) => {
  const re = new RegExp(req.query.q, 'i'); // want "javascript/regex-injection"
  res.json(items.filter((x) => re.test(x.name)));
});

app.post('/filter', (req, res) => {
  const { pattern } = req.body;
  const matcher = RegExp('^' + pattern); // want "javascript/regex-injection"
  res.json(items.filter((x) => matcher.test(x)));
});

app.get('/grep', (req, res) => {
  const lines = LOG.split('\n').filter((l) => l.match(req.query.pattern)); // want "regex-injection"
  res.json({ lines, at: LOG.search(req.query.q) }); // want "regex-injection"
});

app.get('/grep2', (req, res) => {
  const q = String(req.query.q).replace(/\s+/g, ' ');
  const re = new RegExp(q, 'i'); // want "javascript/regex-injection"
  res.json(lines.filter((l) => re.test(l)));
});
