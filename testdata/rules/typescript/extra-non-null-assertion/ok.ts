export function label(user?: { name?: string }): number {
  const n = user!.name;
  const m = user?.name;
  const el = document.getElementById('app')!;
  return (n ?? m ?? '').length + el.childElementCount;
}
