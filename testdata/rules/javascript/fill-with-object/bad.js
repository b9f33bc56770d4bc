function grid(rows, cols) {
  const board = new Array(rows).fill([]); // want "javascript/fill-with-object"
  const cells = Array(cols).fill({ value: 0 }); // want "javascript/fill-with-object"
  return [board, cells];
}
