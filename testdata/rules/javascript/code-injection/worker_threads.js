const express = require('express');
const { Worker } = require('worker_threads');

const app = express();

app.post('/jobs', (req, res) => {
  const worker = new Worker(req.body.script); // want "javascript/code-injection"
  worker.on('exit', () => res.end());
});

app.post('/eval', (req, res) => {
  new Worker(req.body.source, { eval: true }); // want "javascript/code-injection"
  res.end();
});
