export function title(map: Map<string, string>, key: string): string {
  const el = document.getElementById('title')!; // want "typescript/non-null-assertion"
  el.textContent = map.get(key)!; // want "typescript/non-null-assertion"
  return el.textContent;
}
