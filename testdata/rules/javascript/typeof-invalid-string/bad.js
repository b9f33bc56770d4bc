if (typeof window == "undefinied") { // want "javascript/typeof-invalid-string"
  module.exports = server;
}
if ("strng" !== typeof name) { // want "javascript/typeof-invalid-string"
  name = String(name);
}
