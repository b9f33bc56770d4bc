function pick(orders) {
  const big = orders.find((o) => o.total > 100);
  if (orders.some((o) => o.open)) {
    return big;
  }
  const open = orders.filter((o) => o.open);
  return [open.length, orders.flatMap((o) => o.items), orders.map((o) => o.items).flat(2)];
}
