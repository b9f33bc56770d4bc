const { timeout } = options;
function connect(options = {}) {
  return open(options);
}
function render({ a = {} }) {
  return a;
}
