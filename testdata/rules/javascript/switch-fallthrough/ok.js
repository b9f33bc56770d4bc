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
