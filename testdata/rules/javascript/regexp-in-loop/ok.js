const COMMENT = /^\s*#/;
function count(lines, words) {
  let n = 0;
  for (const line of lines) {
    if (COMMENT.test(line)) n++;
  }
  for (const w of words) {
    const re = new RegExp("\\b" + w + "\\b", "g");
    n += (lines.join("\n").match(re) || []).length;
  }
  const once = new RegExp("^x$");
  return n;
}
