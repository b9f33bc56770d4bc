import { readFileSync } from 'fs';

// A function that happens to be called load: its parameter is a path the
// program chose, not a framework's request event.
export function load(file: string) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export const action = (type: string, payload: unknown) => ({ type, payload });

// Not a route module: a loader of the build that takes its own options.
export async function loader({ path }: { path: string }) {
  return readFileSync(path, 'utf8');
}
