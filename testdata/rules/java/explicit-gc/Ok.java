class Batch {
  void run() {
    process();
    long free = Runtime.getRuntime().freeMemory();
  }
}
