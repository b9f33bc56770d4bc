export enum Priority {
  Low,
  Medium,
  High,
}

export enum Status {
  Open = 'open',
  Closed = 'closed',
}

export const names = Object.keys(Priority).filter((k) => isNaN(Number(k)));
export const values = Object.values(Priority).filter((v): v is Priority => typeof v === 'number');
export const statuses = Object.values(Status);

export function labels(): string[] {
  const out: string[] = [];
  for (const key in Priority) {
    if (isNaN(Number(key))) out.push(key);
  }
  return out;
}

export function describe(p: Priority): string {
  return Priority[p];
}
