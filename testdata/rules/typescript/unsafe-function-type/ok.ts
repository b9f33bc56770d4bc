export function on(event: string, handler: (e: Event) => void): void {
  handlers.set(event, handler);
}
const queue: Array<() => void> = [];
const isFn = typeof x === 'function' && x instanceof Function;
interface Window { gtag: Function; }
