
class EventSourceParser extends Transform {
  onRetry(event) {
    this.state.reconnectionTime = parseInt(event.retry, 10);
  }
}
