function has(obj, key) {
  return obj.hasOwnProperty(key); // want "javascript/prototype-builtin-call"
}
