const express = require('express');
const cp = require('child_process');
const { promisify } = require('util');

const execAsync = promisify(cp.exec);
const app = express();

app.get('/ping', (req, res) => {
  cp.exec('ping -c 1 ' + req.query.host, (err, out) => res.type('text').send(out)); // want "command-injection: .*req.query.host"
});

app.post('/convert', async (req, res) => {
  const { file } = req.body;
  const { stdout } = await execAsync(`convert ${file} out.png`); // want "command-injection"
  res.send(stdout);
});

app.post('/run', (req, res) => {
  cp.spawn('sh', ['-c', `ls ${req.body.dir}`]); // want "command-injection"
  cp.spawn('ls', [req.body.dir], { shell: true }); // want "command-injection"
  res.end();
});

function backup(dir) {
  cp.execSync(`tar czf /tmp/backup.tgz ${dir}`); // want "command-injection: Shell command built"
}
