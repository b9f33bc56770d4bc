class Queue {
  synchronized Object take() throws InterruptedException {
    if (items.isEmpty()) {
      wait(); // want "java/wait-outside-loop"
    }
    return items.remove(0);
  }
}
