function start(widget) {
  setTimeout(refresh(widget), 1000); // want "javascript/timer-callback-called"
  widget.el.addEventListener("click", onClick()); // want "javascript/timer-callback-called"
}
