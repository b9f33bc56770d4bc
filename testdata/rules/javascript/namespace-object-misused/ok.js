const biggest = Math.max(1, 2);
const data = JSON.parse('{"a": 1}');
const id = Symbol('id');
const big = BigInt(10);
const fmt = new Intl.NumberFormat('en-US');
