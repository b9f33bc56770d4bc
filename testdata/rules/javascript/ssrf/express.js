const express = require('express');
const axios = require('axios');
const http = require('http');

const app = express();

app.get('/preview', async (req, res) => {
  const response = await fetch(req.query.url); // want "ssrf: .*req.query.url"
  res.send(await response.text());
});

app.post('/webhook/test', async (req, res) => {
  const { target } = req.body;
  const r = await axios.post(target, { ping: true }); // want "ssrf"
  const r2 = await axios({ url: target, method: 'get' }); // want "ssrf"
  http.get(`http://${req.body.host}/status`, (resp) => resp.pipe(res)); // want "ssrf"
  res.json({ status: r.status, s2: r2.status });
});

app.get('/img', async (req, res) => {
  const r = await fetch('http://' + req.query.host + '/logo.png'); // want "ssrf"
  const r2 = await fetch(`${req.query.base}/logo.png`); // want "ssrf"
  res.send(await r.buffer());
});

// A list of protocols says nothing about the host.
app.get('/preview2', async (req, res) => {
  const u = new URL(req.query.url);
  if (!['http:', 'https:'].includes(u.protocol)) return res.sendStatus(400);
  const r = await axios.get(u.toString()); // want "ssrf"
  res.json(r.data);
});
