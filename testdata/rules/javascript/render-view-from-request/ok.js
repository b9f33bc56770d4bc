const VIEWS = { home: 'home', faq: 'faq' };
app.get('/page', (req, res) => {
  res.render(VIEWS[String(req.query.view)] ?? '404');
  res.render('page', { view: req.query.view });
  res.render(`pages/home`);
});
