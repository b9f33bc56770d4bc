const highest = Math.max(scores); // want "javascript/math-minmax-of-array"
const lowest = Math.min([3, 1, 2]); // want "javascript/math-minmax-of-array"
