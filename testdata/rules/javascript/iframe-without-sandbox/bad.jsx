export function Preview({ url }) {
  return <iframe src={url} title="preview" />; // want "javascript/iframe-without-sandbox"
}
