export function first<T>(items: T[]): T | undefined {
  return items[0];
}

export function keys<T extends object>(o: T): Array<keyof T> {
  return Object.keys(o) as Array<keyof T>;
}

export const id = <T,>(x: T): T => x;
