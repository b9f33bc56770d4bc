export function List({ items }) {
  const sorted = useMemo(() => [...items].sort(byName), [items]);
  const onClick = React.useCallback((id) => select(id), []);
  return <Items items={sorted} onClick={onClick} />;
}
