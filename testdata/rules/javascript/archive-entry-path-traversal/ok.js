const fs = require('fs');
const path = require('path');
const unzipper = require('unzipper');
const AdmZip = require('adm-zip');

function extract(zipFile, dest) {
  const root = path.resolve(dest);
  fs.createReadStream(zipFile)
    .pipe(unzipper.Parse())
    .on('entry', function (entry) {
      const filePath = path.resolve(root, entry.path);
      if (!filePath.startsWith(root + path.sep)) {
        entry.autodrain();
        return;
      }
      entry.pipe(fs.createWriteStream(filePath));
    });
}

function flat(file, dest) {
  const zip = new AdmZip(file);
  zip.getEntries().forEach((e) => {
    fs.writeFileSync(path.join(dest, path.basename(e.entryName)), e.getData());
  });
}

function saveUpload(file, dir) {
  fs.writeFileSync(path.join(dir, 'upload.bin'), file.buffer);
  fs.mkdirSync(path.join(dir, 'thumbs'), { recursive: true });
}
module.exports = { extract, flat, saveUpload };
