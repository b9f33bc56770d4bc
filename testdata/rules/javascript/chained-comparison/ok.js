if (0 < x && x < 10) {
  inRange();
}
const shifted = (a << 2) < b;
