// The same calls with the request value as an argument vector entry, no shell.
const express = require('express');

const app = express();

app.get('/ls', async (req, res) => {
  const { execFile } = await import('child_process');
  execFile('ls', [String(req.query.dir)], (err, out) => res.type('text').send(out));
});

app.get('/grep', async (req, res) => {
  const cp = await import('node:child_process');
  res.type('text').send(cp.execFileSync('grep', ['--', String(req.query.q), '/var/log/app.log']));
});

app.get('/find', (req, res) => {
  import('child_process').then(({ execSync }) => {
    res.type('text').send(execSync('find . -name "*.log"'));
  });
});
