const m = Math(); // want "javascript/namespace-called"
const data = new JSON(); // want "javascript/namespace-called"
const id = new Symbol('id'); // want "javascript/namespace-called"
