// Markup from the page's URL parsed into a document by the DOM's other HTML entry points.
const params = new URLSearchParams(window.location.search);

function insertSnippet() {
  const snippet = params.get('snippet');
  document.execCommand('insertHTML', false, snippet); // want "javascript/xss"
}

function renderPreview(host) {
  host.setHTMLUnsafe(decodeURIComponent(window.location.hash.slice(1))); // want "javascript/xss"
  return Document.parseHTMLUnsafe(params.get('doc')); // want "javascript/xss"
}

function printPage(frame) {
  const title = params.get('title');
  frame.contentDocument.write('<h1>' + title + '</h1>'); // want "javascript/xss"
  const printWindow = window.open('', '_blank');
  printWindow.document.write(`<title>${title}</title>`); // want "javascript/xss"
}
