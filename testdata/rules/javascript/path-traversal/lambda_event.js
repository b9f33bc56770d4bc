const fs = require('fs');

exports.handler = async (event) => {
  return fs.readFileSync('/data/' + event.fileName, 'utf8'); // want "path-traversal"
};
