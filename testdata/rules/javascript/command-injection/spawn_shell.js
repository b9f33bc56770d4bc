const { spawn, execFile } = require('child_process');

function archive(dir, name) {
  spawn(`tar czf ${name}.tgz ${dir}`, { shell: true }); // want "command-injection: Command line built"
  spawn('sh', ['-c', 'du -sh ' + dir]); // want "command-injection: Command line built"
  execFile('bash', ['-c', `ls ${dir}`]); // want "command-injection"
}

function safeArchive(dir, name) {
  spawn('tar', ['czf', `${name}.tgz`, dir]);
  spawn('tar czf out.tgz .', { shell: true });
  execFile('ls', ['-la', dir]);
}

module.exports = { archive, safeArchive };
