const express = require('express');
const app = express();

app.get('/download', (req, res) => {
  res.setHeader('Content-Disposition', 'attachment; filename=' + req.query.name); // want "header-injection: .*req.query.name"
  res.set('X-Trace', req.get('X-Request-Id')); // want "header-injection"
  res.send('ok');
});
