const m = Math.max(1, 2);
const data = JSON.parse('{}');
const id = Symbol('id');
const big = BigInt(10);
