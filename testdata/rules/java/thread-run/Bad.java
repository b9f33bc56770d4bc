class Worker {
  void go(Runnable task) {
    new Thread(task).run(); // want "java/thread-run"
  }
}
