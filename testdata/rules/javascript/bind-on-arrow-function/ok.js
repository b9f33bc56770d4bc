export class Clock {
  start() {
    setInterval(function () { this.tick(); }.bind(this), 1000);
    setInterval(() => this.tick(), 1000);
    const tick = this.tick.bind(this);
    return tick;
  }
  tick() {}
}
