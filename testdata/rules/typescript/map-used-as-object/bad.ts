export class SessionStore {
  private sessions = new Map<string, { user: string; expires: number }>();

  save(id: string, user: string): void {
    this.sessions[id] = { user, expires: Date.now() + 3600_000 }; // want "typescript/map-used-as-object"
  }

  count(): number {
    return this.sessions.length; // want "typescript/map-used-as-object"
  }

  snapshot(): string {
    return JSON.stringify(this.sessions); // want "typescript/map-used-as-object"
  }
}

export function tagsOf(posts: { tags: string[] }[]): string[] {
  const seen = new Set<string>();
  for (const p of posts) p.tags.forEach((t) => seen.add(t));
  return Object.keys(seen); // want "typescript/map-used-as-object"
}
