const express = require('express');
const app = express();

// The slash after the host keeps the redirect on example.com.
app.get('/continue', (req, res) => {
  const next = req.query.next;
  if (next.startsWith('https://example.com/')) {
    res.redirect(next);
  }
});

// The parsed URL's host is checked against a constant: the redirect stays on that host.
app.get('/continue', (req, res) => {
  const u = new URL(req.query.url, 'https://app.example.com');
  if (u.hostname !== 'app.example.com') return res.status(400).end();
  res.redirect(u.toString());
});
