export function Preview({ url }) {
  return <iframe src={url} sandbox="allow-scripts" />;
}
