const express = require('express');
const files = require('graceful-fs');
const { outputFile } = require('fs-extra');

const app = express();
app.get('/read', (req, res) => {
  files.readFile(req.query.name, (err, data) => res.send(data)); // want "javascript/path-traversal"
});
app.post('/save', async (req, res) => {
  await outputFile(req.body.path, req.body.text); // want "javascript/path-traversal"
  res.end();
});
app.get('/fixed', (req, res) => {
  files.readFile('/srv/static/index.html', (err, data) => res.send(data));
});
