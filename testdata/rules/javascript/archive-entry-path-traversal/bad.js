const fs = require('fs');
const path = require('path');
const unzipper = require('unzipper');
const AdmZip = require('adm-zip');
const tar = require('tar-stream');
const yauzl = require('yauzl');

function extract(zipFile, dest) {
  fs.createReadStream(zipFile)
    .pipe(unzipper.Parse())
    .on('entry', function (entry) {
      const filePath = path.join(dest, entry.path);
      entry.pipe(fs.createWriteStream(filePath)); // want "archive-entry-path-traversal"
    });
}

function extract2(file, dest) {
  const zip = new AdmZip(file);
  zip.getEntries().forEach((e) => {
    fs.writeFileSync(path.join(dest, e.entryName), e.getData()); // want "archive-entry-path-traversal"
  });
}

function extract3(stream, dest) {
  const ex = tar.extract();
  ex.on('entry', (header, s, next) => {
    s.pipe(fs.createWriteStream(path.join(dest, header.name))); // want "archive-entry-path-traversal"
    s.on('end', next);
  });
  stream.pipe(ex);
}

function extract4(file, dest) {
  yauzl.open(file, { lazyEntries: true }, (err, zipfile) => {
    zipfile.on('entry', (entry) => {
      zipfile.openReadStream(entry, (e, rs) => rs.pipe(fs.createWriteStream(dest + '/' + entry.fileName))); // want "archive-entry-path-traversal"
    });
  });
}
module.exports = { extract, extract2, extract3, extract4 };

// skipping macOS metadata is no check of where the entry lands
function extract4(file, dest) {
  const zip = new AdmZip(file);
  zip.getEntries().forEach((e) => {
    if (e.entryName.startsWith('__MACOSX/')) return;
    fs.writeFileSync(path.join(dest, e.entryName), e.getData()); // want "archive-entry-path-traversal"
  });
}
