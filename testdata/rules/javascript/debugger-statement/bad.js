function total(items) {
  debugger; // want "javascript/debugger-statement"
  return items.reduce((a, b) => a + b, 0);
}
