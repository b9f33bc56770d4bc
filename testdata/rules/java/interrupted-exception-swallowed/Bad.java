class Poller {
    void waitABit() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) { // want "java/interrupted-exception-swallowed"
            System.err.println("interrupted");
        }
    }
}
