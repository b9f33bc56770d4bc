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

function level(kind, depth) {
  let out = "";
  switch (kind) {
    case "outline": // want "javascript/switch-fallthrough"
      switch (depth) {
        case 0:
          out = "I";
          break;
        default:
          out = "i";
      }
    default:
      out += ".";
  }
  return out;
}
