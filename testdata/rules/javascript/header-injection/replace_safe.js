app.get('/export', (req, res) => {
  const name = (req.query.name || 'export').replace(/[^\w.-]/g, '_');
  res.set('Content-Disposition', `attachment; filename="${name}.csv"`);
  res.send(buildCsv());
});
