export function List({ items }) {
  const sorted = useMemo(() => [...items].sort(byName)); // want "javascript/usememo-without-deps"
  const onClick = React.useCallback((id) => select(id)); // want "javascript/usememo-without-deps"
  return <Items items={sorted} onClick={onClick} />;
}
