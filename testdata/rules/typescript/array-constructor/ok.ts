export const primes = [2, 3, 5, 7];
export const slots = new Array(10);
export const rows = new Array<string>('a', 'b');
export const cells = Array.from({ length: 3 }, () => 0);
export const empty: number[] = [];
