const weekdays = ['mon', 'tue', , 'thu']; // want "javascript/sparse-array"
const padded = [, 1, 2]; // want "javascript/sparse-array"
