const libxmljs = require('libxmljs');
app.post('/import', (req, res) => {
  const doc = libxmljs.parseXml(req.body, { noent: false, nonet: true });
  res.json({ root: doc.root().name() });
});
