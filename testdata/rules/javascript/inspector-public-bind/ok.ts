import inspector from 'node:inspector';
import { fork } from 'node:child_process';

if (process.env.DEBUG) {
  inspector.open(9229, '127.0.0.1');
  inspector.open(9229);
}

export const worker = fork('./worker.js', [], { execArgv: ['--inspect=127.0.0.1:9230'] });
export const server = app.listen(3000, '0.0.0.0');
