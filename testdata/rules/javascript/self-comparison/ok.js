function same(a, b) {
  return a.x === b.x && a.y === b.y;
}
function isNaNValue(x) {
  return x !== x;
}
