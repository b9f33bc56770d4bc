class Batch {
  void run() {
    process();
    System.gc(); // want "java/explicit-gc"
    Runtime.getRuntime().gc(); // want "java/explicit-gc"
  }
}
