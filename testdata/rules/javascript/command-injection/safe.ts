import { execFile, spawn, exec } from 'child_process';
import express from 'express';

const app = express();

app.get('/ping', (req, res) => {
  execFile('ping', ['-c', '1', String(req.query.host)], (err, out) => res.type('text').send(out));
});

app.get('/log', (req, res) => {
  const child = spawn('git', ['log', '--oneline', req.query.ref as string]);
  child.stdout.pipe(res);
});

app.get('/uptime', (_req, res) => {
  exec('uptime', (err, out) => res.send(out));
});

const pattern = /^(\d+)$/;
const m = pattern.exec('123');

// The module's own path and the process's id are no input.
export function restartHelper(): void {
  exec('node ' + __dirname + '/helper.js');
  exec(`kill -HUP ${process.pid}`);
}
