window.addEventListener('message', function (e) {
  if (e.origin.indexOf('example.com') > -1) { // want "javascript/message-origin-substring-check"
    render(e.data);
  }
});
window.onmessage = (event) => {
  if (!event.origin.includes('trusted.com')) return; // want "javascript/message-origin-substring-check"
  apply(event.data);
};
window.addEventListener('message', (msg) => {
  if (msg.origin.startsWith('https://app.example.com')) handle(msg.data); // want "javascript/message-origin-substring-check"
  if (msg.origin.endsWith('example.com')) handle(msg.data); // want "javascript/message-origin-substring-check"
});
function onMessage(messageEvent: MessageEvent) {
  if (messageEvent.origin.search(/example\.com/) !== -1) handle(messageEvent.data); // want "javascript/message-origin-substring-check"
}
