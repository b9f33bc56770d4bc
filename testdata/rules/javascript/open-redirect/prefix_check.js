const express = require('express');
const app = express();

// A prefix that stops at the host admits https://example.com.evil.net.
app.get('/continue', (req, res) => {
  const next = req.query.next;
  if (next.startsWith('https://example.com')) {
    res.redirect(next); // want "open-redirect: .*req.query.next"
  }
});
