class Ok {
    private final Object lock = new Object();

    void retry() throws InterruptedException {
        Thread.sleep(1000);
        synchronized (lock) {
            lock.wait(1000);
        }
    }
}
