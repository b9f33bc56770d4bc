function share(token) {
  window.parent.postMessage({ token }, "*"); // want "javascript/postmessage-any-origin"
  popup.postMessage(token, '*'); // want "javascript/postmessage-any-origin"
}
