function parse(s) {
  const n = parseInt(s, 10);
  if (Number.isNaN(n) || Object.is(n, NaN)) {
    throw new Error("not a number");
  }
  return n;
}
