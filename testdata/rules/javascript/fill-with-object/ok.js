function grid(rows, cols) {
  const board = Array.from({ length: rows }, () => []);
  const cells = new Array(cols).fill(0);
  return [board, cells];
}
