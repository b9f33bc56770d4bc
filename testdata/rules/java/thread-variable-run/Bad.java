class Worker {
  void go(Runnable task) {
    Thread t = new Thread(task);
    t.run(); // want "java/thread-variable-run"
  }
}
