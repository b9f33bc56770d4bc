app.post('/login', (req, res) => {
  console.log('login attempt by ' + req.body.user, new Date()); // want "log-format-from-request"
  const who = req.query.name;
  console.warn(`lookup ${who}`, req.ip); // want "log-format-from-request"
  res.end();
});

app.get('/audit', (req, res) => {
  console.log(req.query.fmt, req.user.id); // want "log-format-from-request"
  const line = req.headers['x-audit'];
  console.info(line, Date.now()); // want "log-format-from-request"
  res.send(util.format(req.body.template, req.user.name)); // want "log-format-from-request"
});
