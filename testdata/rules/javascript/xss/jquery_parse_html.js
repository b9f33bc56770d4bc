// jQuery.parseHTML builds elements from markup: an <img onerror> in it runs.
const params = new URLSearchParams(window.location.search);

function showPreview() {
  const nodes = $.parseHTML(params.get('preview')); // want "javascript/xss"
  $('#preview').empty().append(nodes); // want "javascript/xss"
}

function noteNodes() {
  const note = decodeURIComponent(window.location.hash.slice(1));
  return jQuery.parseHTML('<p>' + note + '</p>'); // want "javascript/xss"
}
