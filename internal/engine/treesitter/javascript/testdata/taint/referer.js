// Redirecting back to the page the user came from is not an open redirect:
// the browser, not the attacker, sets Referer. Other headers and the query
// still choose the target; Referer still reaches other sinks.
const express = require('express');
const app = express();

app.post('/login', function (req, res) {
  res.redirect(req.get('Referrer') || '/');
});

app.get('/back', function (req, res) {
  res.redirect(req.header('referer'));
});

app.get('/next', function (req, res) {
  res.redirect(req.get('X-Next') || '/'); // want "open-redirect"
});

app.get('/where', function (req, res) {
  res.redirect(req.get('Referer') + req.query.then); // want "open-redirect"
});

app.get('/echo', function (req, res) {
  res.send('<a href="' + req.get('Referer') + '">back</a>'); // want "xss"
});
