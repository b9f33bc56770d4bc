const ranked = scores.sort((a, b) => a - b);
const names = users.map((u) => u.name).sort();
const words = ['b', 'a'].sort();
