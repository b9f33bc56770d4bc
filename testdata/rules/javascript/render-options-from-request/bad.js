const express = require('express');
const app = express();
app.set('view engine', 'ejs');

app.get('/search', (req, res) => {
  res.render('search', req.query); // want "render-options-from-request"
});

app.post('/preview', (req, res) => {
  res.render('preview', { ...req.body, title: 'Preview' }); // want "render-options-from-request"
});
