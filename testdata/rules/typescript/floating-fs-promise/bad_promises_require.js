const { promises: fsp } = require('fs');
const fsPromises = require('node:fs').promises;

async function cleanup(dir) {
  fsp.rm(dir, { recursive: true, force: true }); // want "typescript/floating-fs-promise"
  fsPromises.unlink(`${dir}.lock`); // want "typescript/floating-fs-promise"
}

module.exports = { cleanup };
