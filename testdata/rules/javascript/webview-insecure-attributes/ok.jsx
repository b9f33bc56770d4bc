export function Embedded({ url }) {
  return (
    <div>
      <webview src={url} partition="persist:guest" />
      <webview src="https://example.com" preload="./guest-preload.js"></webview>
    </div>
  );
}
