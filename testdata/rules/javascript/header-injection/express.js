const express = require('express');
const app = express();

app.get('/download', (req, res) => {
  res.setHeader('Content-Disposition', 'attachment; filename=' + req.query.name); // want "header-injection: .*req.query.name"
  res.set('Access-Control-Allow-Origin', req.get('Origin')); // want "header-injection"
  res.set({ 'Set-Cookie': 'theme=' + req.query.theme }); // want "header-injection"
  res.send('ok');
});
