app.post('/login', (req, res) => {
  console.log('login attempt by %s', req.body.user, new Date());
  console.log('login attempt by ' + req.body.user);
  console.log(`started at ${Date.now()}`, process.pid);
  res.end();
});
