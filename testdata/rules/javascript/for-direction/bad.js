function sum(values) {
  let total = 0;
  for (let i = 0; i < values.length; i--) { // want "javascript/for-direction"
    total += values[i];
  }
  for (let j = values.length - 1; j >= 0; j++) { // want "javascript/for-direction"
    total -= values[j];
  }
  return total;
}
