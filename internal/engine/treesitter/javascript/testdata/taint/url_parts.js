// A WHATWG URL's pathname, search and hash setters cannot change its scheme
// or host (url.spec.whatwg.org, "URL class"): a redirect to a URL on a
// fixed origin whose path the request chose stays on that origin.
const express = require('express');
const app = express();
const CANONICAL = process.env.CANONICAL_URL;

app.get('/docs/*', (req, res) => {
  const url = new URL(CANONICAL);
  url.pathname = req.path;
  url.search = req.originalUrl.split('?')[1] || '';
  res.redirect(url.toString());
});

app.get('/go', (req, res) => {
  // The href setter replaces the whole URL, host included.
  const url = new URL(CANONICAL);
  url.href = req.query.next;
  res.redirect(url.toString()); // want "open-redirect"
});

app.get('/jump', (req, res) => {
  // A relative reference resolved against a base: "//evil.example/" takes
  // the host from the input.
  const url = new URL(req.originalUrl, CANONICAL);
  url.search = '';
  res.redirect(url.toString()); // want "open-redirect"
});

app.get('/host', (req, res) => {
  const url = new URL(CANONICAL);
  url.host = req.query.host;
  res.redirect(url.href); // want "open-redirect"
});

app.get('/jump-path', (req, res) => {
  // The URL is the input's: a path written into it leaves the host the
  // input chose.
  const url = new URL(req.query.next);
  url.pathname = req.query.path;
  res.redirect(url.toString()); // want "open-redirect"
});

app.get('/docs-path', (req, res) => {
  // The pathname read back alone is what the input wrote: "//evil.example"
  // is a protocol-relative URL in a Location header.
  const url = new URL(CANONICAL);
  url.pathname = req.query.p;
  res.redirect(url.pathname); // want "open-redirect"
});
