class Runner {
  void cancel(Thread worker, Server server) {
    worker.interrupt();
    server.stop();
  }
}
