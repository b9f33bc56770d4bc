if (items.length === 0) {
  empty();
}
const any = set.size > 0;
if (offset < 0) {}
function writeArrayToMemory(array, buffer) {
  assert(array.length >= 0, "writeArrayToMemory array must have a length (should be an array or typed array)");
  HEAP8.set(array, buffer);
}
function invariantHolds(actions, max) {
  return actions.size >= 0 && actions.size <= max;
}
