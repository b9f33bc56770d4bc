function check(x) {
  if (!x) throw new Error("x is required");
  if (x < 0) throw new RangeError(`bad value ${x}`);
}
