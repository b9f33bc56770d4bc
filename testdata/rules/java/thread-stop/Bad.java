class Runner {
  void cancel(Thread workerThread) {
    workerThread.stop(); // want "java/thread-stop"
  }
}
