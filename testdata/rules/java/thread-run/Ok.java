class Worker {
  void go(Runnable task) {
    new Thread(task).start();
    task.run();
  }
}
