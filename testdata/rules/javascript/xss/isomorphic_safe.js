const express = require('express');
const DOMPurify = require('isomorphic-dompurify');
const xssFilters = require('xss-filters');

const app = express();
app.use(express.json());

app.post('/preview', (req, res) => {
  res.send(DOMPurify.sanitize(req.body.html));
});

app.get('/hello', (req, res) => {
  res.send('<h1>Hello, ' + xssFilters.inHTMLData(req.query.name) + '</h1>');
});
