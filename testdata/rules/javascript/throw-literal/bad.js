function check(x) {
  if (!x) throw "x is required"; // want "javascript/throw-literal"
  if (x < 0) throw `bad value ${x}`; // want "javascript/throw-literal"
}
