function collect(lines, more) {
  lines.concat(more); // want "typescript/unused-array-result"
  lines.flat(); // want "typescript/unused-array-result"
  return lines.length;
}
module.exports = { collect };
