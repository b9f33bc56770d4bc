const express = require('express');
const app = express();

// A prefix that stops at the host admits https://example.com.evil.net.
app.get('/continue', (req, res) => {
  const next = req.query.next;
  if (next.startsWith('https://example.com')) {
    res.redirect(next); // want "open-redirect: .*req.query.next"
  }
});

// Checking the path says nothing about the host.
app.get('/continue', (req, res) => {
  const u = new URL(req.query.url, 'https://app.example.com');
  if (u.pathname !== '/home') return res.status(400).end();
  res.redirect(u.toString()); // want "open-redirect"
});
