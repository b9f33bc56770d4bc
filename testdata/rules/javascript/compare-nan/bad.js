function parse(s) {
  const n = parseInt(s, 10);
  if (n === NaN) { // want "javascript/compare-nan"
    throw new Error("not a number");
  }
  return Number.NaN != n ? n : 0; // want "javascript/compare-nan"
}
