function start(widget) {
  setTimeout(() => refresh(widget), 1000);
  setInterval(this.tick.bind(this), 500);
  widget.el.addEventListener("click", onClick);
  widget.el.addEventListener("input", debounce(save, 300));
}
