export function Scores({ rows }) {
  return (
    <table>
      <thead><tr><th>Name</th><th>Score</th></tr></thead>
      <tbody>{rows.map((r) => <tr key={r.id}><td>{r.name}</td></tr>)}</tbody>
    </table>
  );
}
