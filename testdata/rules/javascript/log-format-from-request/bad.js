app.post('/login', (req, res) => {
  console.log('login attempt by ' + req.body.user, new Date()); // want "log-format-from-request"
  const who = req.query.name;
  console.warn(`lookup ${who}`, req.ip); // want "log-format-from-request"
  res.end();
});
