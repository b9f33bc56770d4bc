export const factorial = function (n) {
  return n <= 1 ? 1 : n * arguments.callee(n - 1); // want "arguments-callee"
};
