// Redirecting the request to itself over HTTPS (the redirect every Express
// app behind a proxy writes) is not an open redirect: the browser, not the
// attacker, sets Host, and the request's own path starts with "/". A
// proxy's X-Forwarded-Host, a query value after the host, and the query as
// the host still choose the target.
const express = require('express');
const app = express();

app.use(function requireHTTPS(req, res, next) {
  if (!req.secure && req.get('x-forwarded-proto') !== 'https') {
    return res.redirect('https://' + req.get('host') + req.url);
  }
  next();
});

app.get('/upgrade', function (req, res) {
  res.redirect(301, `https://${req.header('Host')}${req.originalUrl}`);
});

app.get('/home', function (req, res) {
  res.redirect('https://' + req.headers.host);
});

app.get('/forwarded', function (req, res) {
  res.redirect('https://' + req.get('X-Forwarded-Host') + req.url); // want "open-redirect"
});

app.get('/then', function (req, res) {
  res.redirect('https://' + req.get('host') + req.query.then); // want "open-redirect"
});

app.get('/elsewhere', function (req, res) {
  res.redirect('https://' + req.query.host + req.url); // want "open-redirect"
});
