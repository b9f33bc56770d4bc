function same(a, b) {
  return a.x === b.x && a.y === b.y;
}
function isNaNValue(x) {
  return x !== x;
}
// d3's number check: false only for NaN, on purpose.
function defined(value) {
  return value != null && (value = +value) >= value;
}
function finite(x) {
  return x <= x;
}
