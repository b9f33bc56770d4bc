export function prune(ids: string[], cache: Record<string, number>, byId: { [k: string]: string }, key: string): void {
  ids.splice(0, 1);
  delete cache[key];
  delete byId[key];
  const seen: Record<string, boolean> = {};
  delete seen[key];
  const map = new Map<string, number>();
  map.delete(key);
}
