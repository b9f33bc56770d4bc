app.post('/rpc', (req, res) => {
  if (!Object.hasOwn(HANDLERS, req.body.method)) return res.sendStatus(404);
  const result = HANDLERS[req.body.method](req.body.args);
  res.json(result);
});
app.get('/x', (req, res) => {
  const fns = [a, b];
  fns[0](req.query.q);
  res.json(ACTIONS[req.query.action](req.query));
});
app.post('/op', (req, res) => {
  res.json(service['op_' + req.body.op](req.body.args));
});
