// Markup the page writes itself, or the client's text escaped or set as text.
const params = new URLSearchParams(window.location.search);

function showPreview() {
  const nodes = $.parseHTML('<p class="empty">Nothing to preview</p>');
  $('#preview').empty().append(nodes);
  $('#title').text(params.get('title'));
  $('#note').append($.parseHTML('<p>' + _.escape(params.get('note')) + '</p>'));
}
