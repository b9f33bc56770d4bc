app.post('/prefs', (req, res) => {
  const prefs = loadPrefs(req.user);
  prefs['theme'] = req.body.value;
  const ALLOWED_KEYS = new Set(['theme', 'lang']);
  if (!ALLOWED_KEYS.has(req.body.name)) return res.sendStatus(400);
  prefs[req.body.name] = req.body.value;
  res.json(prefs);
});
app.get('/count', (req, res) => {
  const counts = new Map();
  const local = {};
  for (const item of items) local[item.id] = item;
  counts.set(req.query.tag, 1);
  res.json(local);
});
app.post('/tags', (req, res) => {
  const tags = {};
  tags['tag_' + req.body.name] = req.body.value;
  res.json(tags);
});
