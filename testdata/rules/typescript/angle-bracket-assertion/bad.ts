declare const input: unknown;
export const el = <HTMLInputElement>document.getElementById('name'); // want "typescript/angle-bracket-assertion"
export const n = <number>input; // want "typescript/angle-bracket-assertion"
