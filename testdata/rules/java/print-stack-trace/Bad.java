class Job {
  void run() {
    try { work(); } catch (Exception e) {
      e.printStackTrace(); // want "java/print-stack-trace"
    }
  }
}
