// Polyfills: a standard method defined only where the platform lacks it.
if (!Element.prototype.replaceChildren) {
  Element.prototype.replaceChildren = function (...nodes) {
    this.innerHTML = "";
    this.append(...nodes);
  };
}

if (typeof Array.prototype.at !== "function") {
  Array.prototype.at = function (i) { return this[i < 0 ? this.length + i : i]; };
}

// Guarded by something else, it is still an extension.
if (debug) {
  Array.prototype.dump = function () { console.log(this); }; // want "javascript/extend-native-prototype"
}
