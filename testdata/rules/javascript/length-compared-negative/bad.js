if (items.length < 0) { // want "javascript/length-compared-negative"
  empty();
}
const any = set.size >= 0; // want "javascript/length-compared-negative"
