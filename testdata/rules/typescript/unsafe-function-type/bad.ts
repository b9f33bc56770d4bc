export function on(event: string, handler: Function): void { // want "typescript/unsafe-function-type"
  handlers.set(event, handler);
}
const queue: Array<Function> = []; // want "typescript/unsafe-function-type"
