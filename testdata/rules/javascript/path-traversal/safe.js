const express = require('express');
const fs = require('fs');
const path = require('path');

const app = express();
const UPLOADS = path.join(__dirname, 'uploads');

app.get('/files/:name', (req, res) => {
  res.sendFile(req.params.name, { root: UPLOADS });
});

app.get('/download', (req, res) => {
  res.download(path.join(UPLOADS, path.basename(req.query.file)));
});

app.get('/raw', (req, res) => {
  const target = path.resolve(UPLOADS, req.query.file);
  if (!target.startsWith(UPLOADS + path.sep)) {
    return res.status(403).end();
  }
  fs.createReadStream(target).pipe(res);
});

app.get('/config', (req, res) => {
  res.json(JSON.parse(fs.readFileSync(path.join(__dirname, 'config.json'), 'utf8')));
});
