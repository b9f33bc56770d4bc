window.addEventListener("message", (event) => { // want "javascript/message-listener-no-.rigin-check"
  document.getElementById("out").textContent = event.data.text;
});
window.onmessage = function (e) { // want "javascript/message-listener-no-.rigin-check"
  run(e.data);
};
