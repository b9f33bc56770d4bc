export function greet(name: string): string {
  return `hi ${name}`;
}
const flags: boolean[] = [];
const s = String(42);
const meta: object = {};
