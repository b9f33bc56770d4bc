const {} = options; // want "javascript/empty-destructuring"
function connect({}) { // want "javascript/empty-destructuring"
  return open();
}
function render({ a: {} }) {
  return a;
}
