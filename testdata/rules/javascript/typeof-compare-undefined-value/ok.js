if (typeof config === "undefined") {
  init();
}
if (config === undefined) {}
