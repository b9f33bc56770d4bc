declare const input: unknown;
export const el = document.getElementById('name') as HTMLInputElement;
export const n = input as number;
export const list = new Array<string>();
export function id<T>(x: T): T {
  return x;
}
