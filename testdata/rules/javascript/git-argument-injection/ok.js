const { spawn, execFileSync } = require('child_process');

function mirror(repoUrl, dest) {
  return spawn('git', ['clone', '--depth', '1', '--', repoUrl, dest]);
}

function status(dir) {
  return execFileSync('git', ['status', '--porcelain'], { cwd: dir }).toString();
}

function pinned() {
  return spawn('git', ['clone', 'https://github.com/acme/templates.git', '/tmp/templates']);
}

function log(ref) {
  return spawn('git', ['log', '--oneline', ref]);
}

module.exports = { mirror, status, pinned, log };
