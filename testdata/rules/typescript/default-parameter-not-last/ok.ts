export function page(items: string[], size = 20, offset?: number) {
  return items.slice(offset ?? 0, size);
}
