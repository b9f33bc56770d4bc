// jQuery: .html() parses its argument as markup; append and its kin do
// so for strings, and insert nodes as they are.
function showMessage(msg) {
  $('#status').html(msg); // want "html-sink"
  $('#list').append('<li>' + msg.title + '</li>'); // want "html-sink"
  $('#list').prepend(`<li class="new">${msg.title}</li>`); // want "html-sink"
}
