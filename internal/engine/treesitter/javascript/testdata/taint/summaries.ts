import express, { Request, Response } from 'express';
import { exec } from 'child_process';

const app = express();

function identity(s: string): string {
  return s;
}

function constant(_s: string): string {
  return 'fixed';
}

const wrap = (s: string) => `"${s}"`;

function runIt(cmd: string) {
  exec(cmd); // want "command-injection: .*req.body.cmd"
}

class Service {
  private clean(s: string) {
    return parseInt(s, 10);
  }

  private pass(s: string) {
    return s.trim();
  }

  handle(req: Request, res: Response) {
    exec('ls ' + this.clean(req.query.dir as string));
    exec('ls ' + this.pass(req.query.dir as string)); // want "command-injection"
    res.end();
  }
}

app.post('/x', (req, res) => {
  exec('ls ' + identity(req.body.dir)); // want "command-injection"
  exec('ls ' + constant(req.body.dir));
  exec('ls ' + wrap(req.body.dir)); // want "command-injection"
  runIt(req.body.cmd);
  runIt('uptime');
  res.end();
});

export default Service;
