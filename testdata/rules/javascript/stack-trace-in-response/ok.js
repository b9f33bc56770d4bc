app.use((err, req, res, next) => {
  logger.error(err.stack);
  res.status(500).json({ error: "internal error" });
});
