app.get('/page', (req, res) => {
  res.render(req.query.view); // want "javascript/render-view-from-request"
});
app.get('/p/:name', (req, res) => {
  const name = req.params.name;
  res.render('pages/' + name, { user: req.user }); // want "javascript/render-view-from-request"
});
