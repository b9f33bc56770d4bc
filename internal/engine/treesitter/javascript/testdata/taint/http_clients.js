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

// The host and port the server chose, then the request's value in the
// path: the URL's authority ends at the first slash after it, so the
// request picks a path on that host, never another host.
const upstream = { host: process.env.UPSTREAM_HOST, port: 8080 };
app.get('/files/:name', async (req, res) => {
  const r = await fetch(`http://${upstream.host}:${upstream.port}/files/${req.params.name}`);
  const s = await fetch(`http://${upstream.host}:${upstream.port}${req.params.name}`); // want "ssrf: .*req.params.name"
  const t = await fetch(`${req.query.base}/files/${req.params.name}`); // want "ssrf: .*req.query.base"
  res.json({ r: await r.text(), s: await s.text(), t: await t.text() });
});

// A local path whose first part may be empty: /${lang}${path} is //host
// when lang is "", so the request's path still chooses where it goes.
app.get('/lang', (req, res) => {
  const lang = pickLanguage(['en', 'ja', '']);
  res.redirect(`/${lang}${req.query.path}`); // want "open-redirect: .*req.query.path"
});
