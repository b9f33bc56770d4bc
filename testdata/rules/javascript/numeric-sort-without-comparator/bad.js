const ranked = scores.sort(); // want "javascript/numeric-sort-without-comparator"
const fixed = [10, 9, 1].sort(); // want "javascript/numeric-sort-without-comparator"
