// import() resolves to the module namespace (nodejs.org/api/esm.html#import-expressions):
// what it binds is child_process's, as with require.
const express = require('express');

const app = express();

app.get('/ls', async (req, res) => {
  const { exec } = await import('child_process');
  exec('ls ' + req.query.dir, (err, out) => res.type('text').send(out)); // want "command-injection: .*req.query.dir"
});

app.get('/grep', async (req, res) => {
  const cp = await import('node:child_process');
  res.type('text').send(cp.execSync(`grep ${req.query.q} /var/log/app.log`)); // want "command-injection"
});

app.get('/find', (req, res) => {
  import('child_process').then(({ execSync }) => {
    res.type('text').send(execSync('find . -name ' + req.query.name)); // want "command-injection"
  });
});
