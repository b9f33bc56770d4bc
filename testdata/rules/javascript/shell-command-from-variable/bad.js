const { spawn, execFileSync } = require('child_process');
const childProcess = require('child_process');
const execa = require('execa');

function resize(input, output) {
  const cmd = `convert ${input} -resize 200x200 ${output}`;
  return spawn('/bin/sh', ['-c', cmd]); // want "javascript/shell-command-from-variable"
}

function archive(dir) {
  return execFileSync('bash', ['-c', 'tar czf /tmp/backup.tgz ' + dir]); // want "javascript/shell-command-from-variable"
}

function ping(host) {
  return childProcess.execFile('cmd.exe', ['/c', `ping -n 1 ${host}`], () => {}); // want "javascript/shell-command-from-variable"
}

async function runJob(job) {
  await execa('sh', ['-c', job.script]); // want "javascript/shell-command-from-variable"
}

module.exports = { resize, archive, ping, runJob };
