if (0 < x < 10) { // want "javascript/chained-comparison"
  inRange();
}
