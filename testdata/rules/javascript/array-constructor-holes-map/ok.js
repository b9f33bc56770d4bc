function range(n) {
  return Array.from({ length: n }, (_, i) => i);
}
const rows = new Array(10).fill(null).map(() => []);
const copy = Array("a", "b").map((s) => s.toUpperCase());
