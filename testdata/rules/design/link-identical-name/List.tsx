export function List({ items, id }) {
  return (
    <ul>
      <li><a href={`/items/${id}`}>Open</a></li>
      <li><a href="/items/all">Open</a></li>
      {items.map((it) => <li key={it.id}><a href={it.url}>Open</a></li>)}
    </ul>
  );
}
