const weekdays = ['mon', 'tue', 'wed', 'thu'];
const [, second] = weekdays;
const withHoleInString = ['a, , b', 'c'];
const nested = [f(1, 2), [3, 4]];
const empty = [];
const trailing = [1, 2,];
