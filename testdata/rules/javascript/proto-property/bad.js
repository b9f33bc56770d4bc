export function inherit(child, parent) {
  child.__proto__ = parent; // want "proto-property"
  return Object.keys(child.__proto__); // want "proto-property"
}
