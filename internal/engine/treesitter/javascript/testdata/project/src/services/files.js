const fs = require('fs');
const path = require('path');

const UPLOADS = path.join(__dirname, 'uploads');

function readUpload(name) {
  return fs.promises.readFile(path.join(UPLOADS, name));
}

function readUploadChecked(name) {
  const full = path.resolve(UPLOADS, name);
  if (!full.startsWith(UPLOADS + path.sep)) {
    throw new Error('invalid file name');
  }
  return fs.promises.readFile(full);
}

module.exports = { readUpload, readUploadChecked };
