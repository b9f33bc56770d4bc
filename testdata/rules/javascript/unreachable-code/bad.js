function total(items) {
  return items.reduce((a, b) => a + b, 0);
  console.log("total computed"); // want "javascript/unreachable-code"
}
function pick(kind) {
  switch (kind) {
    case "a":
      return 1;
      break; // not reported: a break after return is harmless
    case "b":
      throw new Error("b");
      cleanup(); // want "javascript/unreachable-code"
  }
}
