const express = require('express');
const app = express();

app.get('/download', (req, res) => {
  res.setHeader('Content-Disposition', 'attachment; filename=' + encodeURIComponent(req.query.name));
  res.set('Cache-Control', 'no-store');
  res.set('X-Trace', req.get('X-Request-Id')); // Node rejects CR/LF: only text
  res.send('ok');
});
