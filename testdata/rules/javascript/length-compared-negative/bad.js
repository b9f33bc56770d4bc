if (items.length < 0) { // want "javascript/length-compared-negative"
  empty();
}
const any = set.size >= 0; // want "javascript/length-compared-negative"
function check(actions, max) {
  return actions.size >= 0 && max > 0; // want "javascript/length-compared-negative"
}
assert(items.length < 0 || ready, "no items"); // want "javascript/length-compared-negative"
