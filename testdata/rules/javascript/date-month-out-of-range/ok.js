const christmas = new Date(2024, 11, 25);
const iso = new Date('2024-12-25');
const now = new Date(1700000000000);
