// Express answers a string body as text/html and an object as JSON
// (res.send). Under express.text() req.body is the request's text itself.
const express = require('express');
const app = express();
app.use(express.text({ type: 'text/*' }));

app.post('/notes/preview', (req, res) => {
  res.send(req.body); // want "xss: .*req.body"
});

app.get('/greet', (req, res) => {
  res.send(req.query.name); // want "xss: .*req.query.name"
});

app.get('/greet.json', (req, res) => {
  res.send({ name: req.query.name });
});
