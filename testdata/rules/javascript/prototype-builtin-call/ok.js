function has(obj, key) {
  return Object.hasOwn(obj, key) || Object.prototype.hasOwnProperty.call(obj, key);
}
