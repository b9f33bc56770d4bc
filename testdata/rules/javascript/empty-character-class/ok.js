const re = /^abc[a-z]/;
const brackets = /\[\]/;
const negated = /[^]/;
