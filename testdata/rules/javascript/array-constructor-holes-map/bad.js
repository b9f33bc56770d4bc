function range(n) {
  return new Array(n).map((_, i) => i);  // want "javascript/array-constructor-holes-map"
}
const rows = Array(10).map(() => []);  // want "javascript/array-constructor-holes-map"
