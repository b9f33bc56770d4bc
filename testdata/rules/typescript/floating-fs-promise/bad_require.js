const fsp = require('node:fs/promises');
const { appendFile } = require('fs/promises');
const fs = require('fs');

async function log(file, line) {
  appendFile(file, line + '\n'); // want "typescript/floating-fs-promise"
  fsp.utimes(file, new Date(), new Date()); // want "typescript/floating-fs-promise"
  fs.promises.chmod(file, 0o600); // want "typescript/floating-fs-promise"
  fs.appendFileSync(file, 'sync\n');
}

module.exports = { log };
