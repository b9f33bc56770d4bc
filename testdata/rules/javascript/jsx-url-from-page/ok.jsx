export function Continue() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get('q');
  return (
    <div>
      <a href={`/search?q=${encodeURIComponent(q)}`}>Search</a>
      <a href={'/search?q=' + q}>Search</a>
      <a href={props.url}>Home</a>
    </div>
  );
}
