app.use((err, req, res, next) => {
  res.status(500).send(err.stack); // want "javascript/stack-trace-in-response"
});
app.get("/x", (req, res) => {
  try { run(); } catch (e) { res.json({ message: e.message, trace: e.stack }); } // want "javascript/stack-trace-in-response"
});
