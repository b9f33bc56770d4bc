const { exec, execSync, execFile } = require('child_process');
const childProcess = require('child_process');

const GIT = 'git';

// The command line is built first and held in a variable, then handed to
// a shell: the same splice as exec(`ping ${host}`).
function ping(host) {
  const cmd = `ping -c 1 ${host}`;
  return execSync(cmd); // want "command-injection"
}

function checkout(branch) {
  const cmd = 'git checkout ' + branch;
  childProcess.exec(cmd, (err) => { if (err) throw err; }); // want "command-injection"
}

// Safe: a constant command line, and an argument vector with no shell.
function status() {
  const cmd = 'git status --porcelain';
  return execSync(cmd);
}

function checkoutSafe(branch) {
  return execFile(GIT, ['checkout', '--', branch]);
}

function version() {
  const cmd = `${GIT} --version`;
  return execSync(cmd);
}

module.exports = { ping, checkout, status, checkoutSafe, version };
