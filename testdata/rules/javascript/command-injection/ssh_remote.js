const express = require('express');
const { Client } = require('ssh2');
const { NodeSSH } = require('node-ssh');

const app = express();

// "Restart a service on a host": the client's text reaches the remote shell.
app.post('/ops/restart', (req, res) => {
  const conn = new Client();
  conn.on('ready', () => {
    conn.exec(`sudo systemctl restart ${req.body.service}`, (err, stream) => { // want "javascript/command-injection"
      if (err) return res.status(500).end();
      stream.on('close', () => { conn.end(); res.end(); });
    });
  }).connect({ host: 'ops.internal', username: 'deploy', privateKey: process.env.DEPLOY_KEY });
});

app.post('/ops/logs', async (req, res) => {
  const ssh = new NodeSSH();
  await ssh.connect({ host: 'ops.internal', username: 'deploy', privateKey: process.env.DEPLOY_KEY });
  const out = await ssh.execCommand('tail -n 100 ' + req.query.file); // want "javascript/command-injection"
  const uptime = await ssh.execCommand('uptime');
  const safe = await ssh.exec('tail', ['-n', '100', String(req.query.file)]);
  res.type('text/plain').send(out.stdout + uptime.stdout + safe);
});
