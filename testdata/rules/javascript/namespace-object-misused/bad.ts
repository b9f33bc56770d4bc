export const biggest = Math(1, 2); // want "namespace-object-misused"
export const data = JSON('{"a": 1}'); // want "namespace-object-misused"
export const id = new Symbol('id'); // want "namespace-object-misused"
export const big = new BigInt(10); // want "namespace-object-misused"
