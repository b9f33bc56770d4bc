app.post('/rpc', (req, res) => {
  const result = service[req.body.method](req.body.args); // want "javascript/method-chosen-by-request"
  res.json(result);
});
router.get('/:action', async (ctx) => {
  ctx.body = await handlers[ctx.params.action](ctx.query); // want "javascript/method-chosen-by-request"
});
