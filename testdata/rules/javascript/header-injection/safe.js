const express = require('express');
const app = express();

app.get('/download', (req, res) => {
  res.setHeader('Content-Disposition', 'attachment; filename=' + encodeURIComponent(req.query.name));
  res.set('Cache-Control', 'no-store');
  res.send('ok');
});
