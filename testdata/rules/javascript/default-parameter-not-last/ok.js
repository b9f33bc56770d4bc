export function page(items, size = 20) {
  return items.slice(0, size);
}
export function log(level = 'info', ...parts) {
  console.log(level, ...parts);
}
