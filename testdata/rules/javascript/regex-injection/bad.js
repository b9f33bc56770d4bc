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
