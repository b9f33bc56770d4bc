const hash = window.location.hash.slice(1);
eval(decodeURIComponent(hash)); // want "code-injection: .*window.location.hash"

window.addEventListener('message', (event: MessageEvent) => {
  new Function(event.data)(); // want "code-injection: .*event.data"
});
