export function Embedded({ url }) {
  return (
    <div>
      <webview src={url} nodeintegration /> {/* want "javascript/webview-insecure-attributes" */}
      <webview src="https://example.com" allowpopups></webview> {/* want "javascript/webview-insecure-attributes" */}
    </div>
  );
}
