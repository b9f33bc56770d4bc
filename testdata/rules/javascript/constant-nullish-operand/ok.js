const total = price + (tax ?? 0);
const name = user.name ?? 'anonymous';
const first = a ?? b ?? c;
const isFull = count === (limit ?? 10);
