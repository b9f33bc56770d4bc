export enum Priority {
  Low,
  Medium,
  High,
}

export function priorityOptions(): { label: string; value: string }[] {
  return Object.keys(Priority).map((k) => ({ label: k, value: k })); // want "typescript/numeric-enum-iterated"
}

export function countPriorities(): number {
  let n = 0;
  for (const key in Priority) { // want "typescript/numeric-enum-iterated"
    n += key.length > 0 ? 1 : 0;
  }
  return n;
}
