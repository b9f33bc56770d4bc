const $ = require('jquery');

function showMessage(msg) {
  $('#status').text(msg);
  $('#status').html('<em>loading</em>');
  $('#list').append($('<li>').text(msg));
}
