const a = new Buffer(size); // want "javascript/new-buffer"
const b = Buffer("abc"); // want "javascript/new-buffer"
