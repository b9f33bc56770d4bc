function move(x, y, z) {
  return x + y + z;
}
