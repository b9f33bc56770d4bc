const libxmljs = require('libxmljs');
app.post('/import', (req, res) => {
  const doc = libxmljs.parseXml(req.body, { noent: true }); // want "xxe"
  res.json({ root: doc.root().name() });
});
