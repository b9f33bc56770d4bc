class Worker {
  void go(Runnable task) {
    Thread t = new Thread(task);
    t.start();
    Runnable r = task;
    r.run();
  }
}
