import { exec, execSync, spawn } from 'child_process';

export function run(cmd: string): string {
  return execSync(cmd, { encoding: 'utf8' }); // want "command-injection: execSync runs in a shell the command line its caller passes"
}

export function runAsync(command: string, done: (out: string) => void): void {
  exec(command as string, (err, out) => done(out)); // want "command-injection"
}

export const shellOut = (line: string) => spawn('sh', ['-c', line]); // want "command-injection"

export function viaOption({ script }: { script: string }) {
  return spawn(script, { shell: true }); // want "command-injection"
}
