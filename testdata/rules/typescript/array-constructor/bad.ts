export const primes = new Array(2, 3, 5, 7); // want "typescript/array-constructor"
export const pair = Array('a', 'b'); // want "typescript/array-constructor"
export const none = new Array(); // want "typescript/array-constructor"
