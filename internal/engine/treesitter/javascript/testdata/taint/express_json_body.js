// Under express.json() and express.urlencoded() req.body is an object,
// and res.send answers an object as JSON: echoing it is not HTML.
const express = require('express');
const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: false }));

app.post('/echo', (req, res) => {
  res.send(req.body);
});

app.get('/echo-query', (req, res) => {
  res.send(req.query);
});
