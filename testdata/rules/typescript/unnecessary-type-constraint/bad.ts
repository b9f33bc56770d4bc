export function first<T extends any>(items: T[]): T | undefined { // want "typescript/unnecessary-type-constraint"
  return items[0];
}

export class Box<V extends unknown> { // want "typescript/unnecessary-type-constraint"
  constructor(public value: V) {}
}
