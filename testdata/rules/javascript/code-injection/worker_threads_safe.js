const express = require('express');
const path = require('path');
const { Worker } = require('worker_threads');

const app = express();

app.post('/jobs', (req, res) => {
  // the request's data goes to a fixed script as workerData
  const worker = new Worker(path.join(__dirname, 'jobs', 'resize.js'), { workerData: req.body });
  worker.on('exit', () => res.end());
});
