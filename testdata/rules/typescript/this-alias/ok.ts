class Poller {
  start() {
    setInterval(() => this.tick(), 1000);
    const { tick } = this;
  }
}
