function total(items) {
  console.log("computing");
  return items.reduce((a, b) => a + b, 0);
  function helper() {}
}
