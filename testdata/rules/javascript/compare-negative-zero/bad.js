function sign(x) {
  if (x === -0) { // want "javascript/compare-negative-zero"
    return "negative zero";
  }
  return x < 0 ? "negative" : "positive";
}
