export function page(size = 20, items: string[]) { // want "default-parameter-not-last"
  return items.slice(0, size);
}
