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

// indexOf checks: no '..' in the name, or the resolved path starts with the base.
app.get('/doc', (req, res) => {
  if (req.query.name.indexOf('..') !== -1) return res.sendStatus(400);
  fs.readFile(path.join('/srv/docs', req.query.name), (err, data) => res.send(data));
});
app.get('/img', (req, res) => {
  const p = path.resolve('/srv/img', req.query.name);
  if (p.indexOf('/srv/img/') !== 0) return res.sendStatus(403);
  fs.readFile(p, (err, data) => res.send(data));
});
