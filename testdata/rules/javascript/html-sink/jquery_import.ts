// jQuery bound by an import is the same $: its .html() parses markup.
import $ from 'jquery';

export function showMessage(msg: string): void {
  $('#status').html(msg); // want "html-sink"
  $('#list').append('<li>' + msg + '</li>'); // want "html-sink"
}
