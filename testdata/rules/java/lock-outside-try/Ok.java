import java.util.concurrent.locks.ReentrantLock;

class Counter {
    private final ReentrantLock lock = new ReentrantLock();
    private int n;
    void inc() {
        lock.lock();
        try {
            n++;
        } finally {
            lock.unlock();
        }
    }
}

class Counter2 {
    private final java.util.concurrent.locks.Lock lock = new java.util.concurrent.locks.ReentrantLock();
    private int n;
    void inc() {
        lock.lock(); // held until finally
        try {
            n++;
        } finally {
            lock.unlock();
        }
    }
}
