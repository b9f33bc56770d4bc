export function label(user: { name?: string } | undefined, map: Map<string, string>): string {
  const name = user?.name ?? 'anonymous';
  const id = map.get('x')!;
  return (map.get('y') ?? id)! + name;
}
