function move(x, y, x) { // want "duplicate-parameter"
  return x + y;
}
