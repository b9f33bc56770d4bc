app.post('/prefs', (req, res) => {
  const prefs = loadPrefs(req.user);
  prefs[req.body.name] = req.body.value; // want "javascript/remote-property-injection"
  const { key } = req.query;
  settings[key] = true; // want "javascript/remote-property-injection"
  res.json(prefs);
});
