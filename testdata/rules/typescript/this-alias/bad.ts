class Poller {
  start() {
    const self = this; // want "typescript/this-alias"
    setInterval(function () { self.tick(); }, 1000);
  }
}
