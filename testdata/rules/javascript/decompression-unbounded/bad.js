const zlib = require('zlib');
app.post('/upload', express.raw({ type: '*/*' }), (req, res) => {
  const data = zlib.gunzipSync(req.body); // want "decompression-unbounded"
  res.json({ size: data.length });
});
