const express = require('express');
const httpProxy = require('http-proxy');

const proxy = httpProxy.createProxyServer({ changeOrigin: true });
const app = express();

// "Preview any deployment": the client names the upstream.
app.all('/preview/*', (req, res) => {
  proxy.web(req, res, { target: req.query.upstream }); // want "javascript/proxy-target-from-request"
});

app.all('/svc/:host/*', (req, res) => {
  const target = `http://${req.params.host}:8080`;
  apiProxy.web(req, res, { target }, (err) => res.status(502).end()); // want "javascript/proxy-target-from-request"
});
