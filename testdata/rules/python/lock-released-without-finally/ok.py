import threading

_lock = threading.Lock()


def update(state, key, value):
    with _lock:
        state[key] = compute(value)


def update2(state, key, value):
    _lock.acquire()
    try:
        state[key] = compute(value)
    finally:
        _lock.release()
