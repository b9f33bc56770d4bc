export const factorial = function fact(n) {
  return n <= 1 ? 1 : n * fact(n - 1);
};
export function count() {
  return arguments.length;
}
