function count(lines) {
  let n = 0;
  for (const line of lines) {
    if (new RegExp("^\\s*#").test(line)) { // want "javascript/regexp-in-loop"
      n++;
    }
  }
  while (lines.length) {
    const re = new RegExp("a+", "g"); // want "javascript/regexp-in-loop"
    lines.pop().replace(re, "");
  }
  return n;
}
