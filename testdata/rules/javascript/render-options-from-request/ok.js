const express = require('express');
const app = express();
app.set('view engine', 'ejs');

app.get('/search', (req, res) => {
  res.render('search', { q: String(req.query.q || ''), page: Number(req.query.page) || 1 });
});

app.get('/user/:id', (req, res) => {
  res.render('user', { id: req.params.id, user: req.user });
});
