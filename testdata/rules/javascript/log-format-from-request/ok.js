app.post('/login', (req, res) => {
  console.log('login attempt by %s', req.body.user, new Date());
  console.log('login attempt by ' + req.body.user);
  console.log(`started at ${Date.now()}`, process.pid);
  res.end();
});

app.get('/audit', (req, res) => {
  console.log(req.query.fmt);
  const line = 'audit %s';
  console.info(line, req.headers['x-audit']);
  console.error(err.message, err.stack);
  res.send(util.format('%s did %s', req.user.name, req.body.action));
});
