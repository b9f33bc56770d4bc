class Bad {
    private final Object lock = new Object();

    void retry() throws InterruptedException {
        synchronized (lock) {
            Thread.sleep(1000); // want "java/sleep-with-lock-held"
        }
    }

    synchronized void poll() throws InterruptedException {
        Thread.sleep(50); // want "java/sleep-with-lock-held"
    }
}
