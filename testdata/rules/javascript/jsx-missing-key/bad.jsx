function List({ items }) {
  return (
    <ul>
      {items.map((item) => <li>{item.name}</li>)} {/* want "javascript/jsx-missing-key" */}
    </ul>
  );
}
