const { spawn, execFileSync } = require('child_process');

function mirror(repoUrl, dest) {
  return spawn('git', ['clone', '--depth', '1', repoUrl, dest]); // want "javascript/git-argument-injection" "javascript/git-argument-injection"
}

function remoteRefs(remote) {
  return execFileSync('git', ['ls-remote', remote]).toString(); // want "javascript/git-argument-injection"
}

module.exports = { mirror, remoteRefs };
