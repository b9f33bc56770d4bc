class Job {
  void run() {
    try { work(); } catch (Exception e) {
      log.error("job failed", e);
      e.printStackTrace(writer);
    }
  }
}
