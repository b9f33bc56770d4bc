interface User { id: string; admin: boolean; tags: string[] }

export function hasAdmin(users: User[]): boolean {
  return users.some((u) => u.admin);
}

export function index(users: User[]) {
  const byTag = new Map<string, User[]>();
  users.forEach((u) => {
    // skip, as a continue would
    if (!u.tags.length) return;
    // a nested function's own return
    const special = u.tags.filter((t) => {
      if (t.startsWith('x-')) {
        return true;
      }
      return false;
    });
    special.forEach((t) => byTag.set(t, [...(byTag.get(t) ?? []), u]));
  });
  return byTag;
}
