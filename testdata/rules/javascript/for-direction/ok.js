function sum(values) {
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    total += values[i];
  }
  for (let j = values.length - 1; j >= 0; j--) {
    total -= values[j];
  }
  return total;
}
