export function greet(name: String): string { // want "typescript/wrapper-object-type"
  return `hi ${name}`;
}
const flags: Boolean[] = []; // want "typescript/wrapper-object-type"
const meta: Object = {}; // want "typescript/wrapper-object-type"
