import threading

_lock = threading.Lock()


def update(state, key, value):
    _lock.acquire()  # want "python/lock-released-without-finally"
    state[key] = compute(value)
    _lock.release()
