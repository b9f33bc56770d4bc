export function parse(input: any): Config { // want "javascript/explicit-any"
  const raw = JSON.parse(input) as any; // want "javascript/explicit-any"
  const list: any[] = raw.items; // want "javascript/explicit-any"
  return { list };
}
