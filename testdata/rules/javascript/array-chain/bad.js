function pick(orders) {
  const big = orders.filter((o) => o.total > 100)[0]; // want "javascript/array-chain"
  if (orders.filter((o) => o.open).length > 0) { // want "javascript/array-chain"
    return big;
  }
  return orders.map((o) => o.items).flat(); // want "javascript/array-chain"
}
