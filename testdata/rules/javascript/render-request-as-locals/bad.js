app.get('/page', (req, res) => {
  res.render('page', req.query); // want "javascript/render-request-as-locals"
  res.render('page', { ...req.body, user: req.user }); // want "javascript/render-request-as-locals"
});
