function total(prices) {
  let sum = 0;
  for (let i = 0; i < Object.keys(prices).length; i++) {  // want "javascript/costly-call-in-loop-condition"
    sum += prices[Object.keys(prices)[i]];
  }
  return sum;
}
