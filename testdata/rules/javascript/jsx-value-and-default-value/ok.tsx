export function Search({ query, setQuery }: { query: string; setQuery: (q: string) => void }) {
  return (
    <div>
      <input value={query} onChange={(e) => setQuery(e.target.value)} />
      <input defaultValue={query} />
      <input type="checkbox" defaultChecked />
      <Field value={query} defaultValue="" />
    </div>
  );
}

export function TextField(props: { value?: string; defaultValue?: string }) {
  return (
    <input
      value={"value" in props ? props.value : undefined}
      defaultValue={"defaultValue" in props ? props.defaultValue : undefined}
      onChange={() => {}}
    />
  );
}
