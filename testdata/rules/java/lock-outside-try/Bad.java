import java.util.concurrent.locks.ReentrantLock;

class Counter {
    private final ReentrantLock lock = new ReentrantLock();
    private int n;
    void inc() {
        lock.lock(); // want "java/lock-outside-try"
        n++;
        lock.unlock();
    }
}
