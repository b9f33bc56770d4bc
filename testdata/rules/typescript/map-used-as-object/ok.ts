export class SessionStore {
  private sessions = new Map<string, { user: string; expires: number }>();
  private byUser: Record<string, string> = {};

  save(id: string, user: string): void {
    this.sessions.set(id, { user, expires: Date.now() + 3600_000 });
    this.byUser[user] = id;
  }

  count(): number {
    return this.sessions.size;
  }

  snapshot(): string {
    return JSON.stringify(Object.fromEntries(this.sessions));
  }

  *[Symbol.iterator]() {
    yield* this.sessions;
  }
}

export function tagsOf(posts: { tags: string[] }[]): string[] {
  const seen = new Set<string>();
  for (const p of posts) p.tags.forEach((t) => seen.add(t));
  return [...seen];
}

export function countWords(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const w of text.split(/\s+/)) counts[w] = (counts[w] ?? 0) + 1;
  return counts;
}

export function group(items: string[]): string {
  const seen = new Map<string, number>();
  items.forEach((i) => seen.set(i, (seen.get(i) ?? 0) + 1));
  return JSON.stringify([...seen]);
}

export function legacy(): number {
  const seen = {};
  return Object.keys(seen).length;
}
