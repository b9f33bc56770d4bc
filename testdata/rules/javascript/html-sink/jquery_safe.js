function showMessage(msg, row) {
  $('#status').text(msg);
  $('#status').html('<em>loading</em>');
  $('#status').html(DOMPurify.sanitize(msg));
  const current = $('#status').html();
  $('#list').append(row);
  $('#list').append($('<li>').text(msg.title));
  $('#list').append(document.createElement('hr'));
  $('#count').append('Total: ' + msg.count);
  return current;
}
