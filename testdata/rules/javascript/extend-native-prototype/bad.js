Array.prototype.last = function () { return this[this.length - 1]; }; // want "javascript/extend-native-prototype"
