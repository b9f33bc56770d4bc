function sign(x) {
  if (Object.is(x, -0)) {
    return "negative zero";
  }
  return x < -1 ? "very negative" : "positive";
}
