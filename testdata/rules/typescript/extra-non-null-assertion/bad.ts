export function label(user?: { name?: string }): number {
  const n = user!!.name; // want "typescript/extra-non-null-assertion"
  const m = user!?.name; // want "typescript/extra-non-null-assertion"
  const list = [1, 2, 3]!; // want "typescript/extra-non-null-assertion"
  return (n ?? m ?? '').length + list.length;
}
