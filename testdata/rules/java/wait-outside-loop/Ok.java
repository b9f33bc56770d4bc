class Queue {
  synchronized Object take() throws InterruptedException {
    while (items.isEmpty()) {
      wait();
    }
    return items.remove(0);
  }
  void stop(Process p) throws InterruptedException { p.waitFor(); latch.await(); }
}
