const WebSocket = require('ws');
const express = require('express');
const app = express();
app.get('/proxy', (req, res) => {
  const ws = new WebSocket(req.query.target); // want "ssrf"
  ws.on('open', () => res.end('ok'));
});
app.get('/fixed', (req, res) => {
  const ws = new WebSocket('wss://feed.example.com/' + encodeURIComponent(req.query.ch));
  ws.on('open', () => res.end('ok'));
});
