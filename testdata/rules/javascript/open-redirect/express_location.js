const express = require('express');
const app = express();

app.get('/continue', (req, res) => {
  res.location(req.query.next).status(302).end(); // want "open-redirect"
});

app.get('/home', (req, res) => {
  res.location('/dashboard').sendStatus(302);
});
