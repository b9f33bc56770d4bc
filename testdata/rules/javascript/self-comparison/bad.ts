export function same(a: Point, b: Point): boolean {
  return a.x === a.x && a.y === b.y; // want "javascript/self-comparison"
}
