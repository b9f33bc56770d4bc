import { execFile, execSync, spawn } from 'child_process';

export function gitLog(ref: string) {
  return execFile('git', ['log', ref]);
}

export function convert(file: string) {
  return spawn('convert', [file, 'out.png']);
}

export function runScript(path: string) {
  return spawn('bash', [path, '--quiet']);
}

export function head(): string {
  const cmd = 'git rev-parse --short HEAD';
  return execSync(cmd).toString().trim();
}

export function matches(re: RegExp, s: string) {
  return re.exec(s);
}
