export function Cards({ items }) {
  return (
    <ul>
      {items.map((i) => (
        <li key={i.id}>
          <a href={i.url}>Details</a> <a href={i.more}>Details</a>
        </li>
      ))}
    </ul>
  );
}
