export function parse(input: any): Config { // want "javascript/explicit-any"
  const raw: any = JSON.parse(input); // want "javascript/explicit-any"
  return { list: raw.items };
}

export const load = (path?: any) => read(path); // want "javascript/explicit-any"

export function unwrap(x: Box): any { // want "javascript/explicit-any"
  return x.value;
}

export class Store {
  private cache: any; // want "javascript/explicit-any"
  items: any[] = []; // want "javascript/explicit-any"
  add(rows: any[]): void { // want "javascript/explicit-any"
    const seen: any[] = []; // want "javascript/explicit-any"
    this.items.push(...rows, ...seen);
  }
}
