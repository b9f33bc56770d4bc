// Attributes the browser parses as a document (srcdoc) or runs as script (on*).
function preview() {
  const frame = document.getElementById('preview');
  frame.setAttribute('srcdoc', decodeURIComponent(location.hash.slice(1))); // want "javascript/xss"
  document.getElementById('go').setAttribute('onclick', new URLSearchParams(location.search).get('action')); // want "javascript/xss"
  frame.setAttribute('title', location.hash);
  frame.setAttribute('data-page', location.pathname);
}
