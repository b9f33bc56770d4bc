// The same APIs with text the page escapes, a command that inserts text, and the Sanitizer API.
const params = new URLSearchParams(window.location.search);

function insertSnippet() {
  document.execCommand('insertText', false, params.get('snippet'));
  document.execCommand('bold');
}

function renderPreview(host) {
  host.setHTML(params.get('doc'));
  host.setHTMLUnsafe(DOMPurify.sanitize(params.get('doc')));
}

function printPage(frame) {
  const title = params.get('title');
  frame.contentDocument.write('<h1>' + escapeHtml(title) + '</h1>');
  const printWindow = window.open('', '_blank');
  printWindow.document.write('<title>Report</title>');
}

class PdfExport {
  save(bytes) {
    this.document.write(bytes);
  }
}
