import zlib from 'zlib';
import express from 'express';
const app = express();
app.post('/upload', express.raw({ type: '*/*' }), (req, res) => {
  const data = zlib.gunzipSync(req.body, { maxOutputLength: 10 * 1024 * 1024 });
  const own = zlib.gunzipSync(Buffer.from(process.env.SEED ?? '', 'base64'));
  res.json({ size: data.length + own.length });
});
