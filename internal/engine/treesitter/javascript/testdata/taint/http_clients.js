// The HTTP client model rows: the client called directly, its methods,
// an options object's url, and the global fetch.
const axios = require('axios');
const got = require('got');
const https = require('https');
const express = require('express');
const app = express();

app.get('/proxy', async (req, res) => {
  const a = await axios.get(req.query.url); // want "ssrf: .*req.query.url"
  const b = await axios({ method: 'get', url: req.query.url }); // want "ssrf: .*req.query.url"
  const c = await got(req.query.url); // want "ssrf: .*req.query.url"
  const d = await fetch(req.query.url); // want "ssrf: .*req.query.url"
  https.get(req.query.url, (r) => r.resume()); // want "ssrf: .*req.query.url"
  const e = await axios({ method: 'get', url: 'https://api.example.com/items', params: { q: req.query.q } });
  const f = await got('https://api.example.com/items/' + encodeURIComponent(req.query.id));
  res.json({ a: a.data, b: b.data, c: c.body, d: await d.text(), e: e.data, f: f.body });
});
