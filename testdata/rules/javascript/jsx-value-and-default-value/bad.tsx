export function Search({ query, setQuery }: { query: string; setQuery: (q: string) => void }) {
  return (
    <div>
      <input value={query} defaultValue="" onChange={(e) => setQuery(e.target.value)} /> {/* want "javascript/jsx-value-and-default-value" */}
      <input type="checkbox" defaultChecked checked={query !== ""} onChange={() => setQuery("")} /> {/* want "javascript/jsx-value-and-default-value" */}
    </div>
  );
}
