export class Clock {
  start() {
    setInterval((() => this.tick()).bind(this), 1000); // want "bind-on-arrow-function"
  }
  tick() {}
}
