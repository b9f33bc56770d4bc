export function Preview({ url }) {
  return (
    <div>
      <iframe src={url} title="preview" sandbox="allow-scripts" />
      <iframe src="https://www.youtube.com/embed/abc" title="video" />
    </div>
  );
}
