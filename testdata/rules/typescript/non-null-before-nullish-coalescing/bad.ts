export function label(user: { name?: string } | undefined, map: Map<string, string>): string {
  const name = user!.name! ?? 'anonymous'; // want "typescript/non-null-before-nullish-coalescing"
  return map.get('x')! ?? name; // want "typescript/non-null-before-nullish-coalescing"
}
