// The fs model rows: fs/promises and fs-extra resolve to fs; a rename or
// copy reads two paths; the last path segment is safe.
const fsp = require('fs/promises');
const fse = require('fs-extra');
const fs = require('fs');
const path = require('path');
const express = require('express');
const app = express();
app.use(express.json());

app.get('/read', async (req, res) => {
  res.type('text/plain').send(await fsp.readFile('/data/' + req.query.name, 'utf8')); // want "path-traversal: .*req.query.name"
});

app.post('/move', async (req, res) => {
  await fse.move('/tmp/upload.bin', '/data/' + req.body.target); // want "path-traversal: .*req.body.target"
  fs.renameSync('/tmp/a', '/data/' + path.basename(req.body.target));
  await fs.promises.unlink('/data/' + req.body.old); // want "path-traversal: .*req.body.old"
  res.json({ ok: true });
});
