function total(prices, rows) {
  let sum = 0;
  const keys = Object.keys(prices);
  for (let i = 0; i < keys.length; i++) {
    sum += prices[keys[i]];
  }
  for (let i = 0; i < rows.length; i++) {
    sum += rows[i];
  }
  return sum;
}
