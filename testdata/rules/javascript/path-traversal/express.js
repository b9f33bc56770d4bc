const express = require('express');
const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');

const app = express();
const UPLOADS = path.join(__dirname, 'uploads');

app.get('/files/:name', (req, res) => {
  res.sendFile(path.join(UPLOADS, req.params.name)); // want "path-traversal: .*req.params.name"
});

app.get('/download', (req, res) => {
  res.download(UPLOADS + '/' + req.query.file); // want "path-traversal"
});

app.get('/raw', async (req, res) => {
  const data = await fsp.readFile(path.resolve(UPLOADS, req.query.file)); // want "path-traversal"
  res.type('text').send(data);
});

app.post('/notes', (req, res) => {
  const { title, text } = req.body;
  fs.writeFileSync(`${UPLOADS}/${title}.txt`, text); // want "path-traversal"
  res.status(201).end();
});

// An indexOf that does not test for '..' or the base proves nothing.
app.get('/doc2', (req, res) => {
  if (req.query.name.indexOf('~') !== -1) return res.sendStatus(400);
  fs.readFile(path.join('/srv/docs', req.query.name), (err, data) => res.send(data)); // want "path-traversal"
});
