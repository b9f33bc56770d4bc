function price(kind) {
  let p = 0;
  switch (kind) {
    case "child": // want "javascript/switch-fallthrough"
      p = 5;
    case "adult":
      p = 10;
      break;
    default:
      p = 8;
  }
  return p;
}
