const { spawn, execFile } = require('child_process');

const CLEANUP = 'rm -rf /tmp/thumbs/*';

function resize(input, output) {
  // the program and its arguments, no shell: nothing is parsed
  return spawn('convert', [input, '-resize', '200x200', output]);
}

function count() {
  return spawn('/bin/sh', ['-c', 'ls -l /var/log | wc -l']);
}

function fixed() {
  return spawn('sh', ['-c', `du -sh /var/cache`]);
}

function cleanup() {
  return execFile('sh', ['-c', CLEANUP], () => {});
}

function script(path) {
  // a script file run by the shell, not a command string
  return spawn('bash', [path]);
}

function positional(input) {
  // the value is a positional parameter, not part of the command text
  return spawn('sh', ['-c', 'convert "$1" out.png', 'sh', input]);
}

function gitLog(ref) {
  return execFile('git', ['log', '--', ref], () => {});
}

module.exports = { resize, count, fixed, cleanup, script, positional, gitLog };
