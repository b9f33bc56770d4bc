const express = require('express');
const app = express();

// The slash after the host keeps the redirect on example.com.
app.get('/continue', (req, res) => {
  const next = req.query.next;
  if (next.startsWith('https://example.com/')) {
    res.redirect(next);
  }
});
