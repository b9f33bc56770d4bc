export function valid(n: number): boolean {
  return n == NaN; // want "javascript/compare-nan"
}
