export function Preview({ url }) {
  return <iframe src={url} sandbox="allow-scripts allow-same-origin" />; // want "javascript/iframe-sandbox-escape"
}
