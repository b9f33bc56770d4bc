interface Item { id: string; done: boolean }

export function prune(items: Item[], extra: Item[]): Item[] {
  items.filter((i) => !i.done); // want "typescript/unused-array-result"
  extra.filter(Boolean); // want "typescript/unused-array-result"
  items.concat(extra); // want "typescript/unused-array-result"
  items.slice(0, 10); // want "typescript/unused-array-result"
  items.toSorted((a, b) => a.id.localeCompare(b.id)); // want "typescript/unused-array-result"
  return items;
}
