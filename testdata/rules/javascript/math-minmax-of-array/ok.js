const highest = Math.max(...scores);
const lowest = Math.min(a, b);
const clamp = Math.max(value, 0);
const one = Math.max(total);
