function price(kind) {
  let p = 0;
  switch (kind) {
    case "child":
    case "student":
      p = 5;
      break;
    case "senior":
      p = 6;
      // falls through
    case "adult":
      p += 10;
      return p;
    default:
      p = 8;
  }
  return p;
}

function tier(kind) {
  switch (kind) {
    case "gold":
      return 3; // the top tier
    case "silver":
      return 2;
    default:
      return 1;
  }
}

// a nested switch whose default returns: every case of it returns
function formatCounter(count, depth, style) {
  switch (style) {
    case "alpha":
      switch (depth % 3) {
        case 1:
          return String.fromCharCode(96 + count);
        default:
          return String(count);
      }
    default:
      return String(count);
  }
}
