const express = require('express');
const httpProxy = require('http-proxy');

const proxy = httpProxy.createProxyServer({});
const app = express();
const UPSTREAMS = { billing: 'http://billing:8080', search: 'http://search:9200' };

app.all('/api/:service/*', (req, res) => {
  const target = UPSTREAMS[req.params.service];
  if (!target) return res.status(404).end();
  proxy.web(req, res, { target });
});

app.all('/legacy/*', (req, res) => {
  proxy.web(req, res, { target: process.env.LEGACY_URL });
});

server.on('upgrade', (req, socket, head) => {
  proxy.ws(req, socket, head, { target: 'ws://realtime:3001' });
});
