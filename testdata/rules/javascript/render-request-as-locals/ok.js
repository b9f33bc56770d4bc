app.get('/page', (req, res) => {
  res.render('page', { q: String(req.query.q) });
  res.render('page', { query: req.query.q, user: req.user });
  res.render('page');
});
