const tar = require('tar');

async function unpack(file, dir) {
  await tar.x({ file, cwd: dir, preservePaths: true }); // want "archive-unsafe-paths"
  const stream = new tar.Unpack({ cwd: dir, preservePaths: true }); // want "archive-unsafe-paths"
  return stream;
}
