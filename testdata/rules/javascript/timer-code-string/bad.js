function schedule(id) {
  setTimeout("refresh()", 1000); // want "javascript/timer-code-string"
  window.setInterval("poll(" + id + ")", 5000); // want "javascript/timer-code-string"
  setTimeout(`update(${id})`, 10); // want "javascript/timer-code-string"
}
