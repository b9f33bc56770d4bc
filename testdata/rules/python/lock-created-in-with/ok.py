import threading

counter = 0
_lock = threading.Lock()


def bump():
    global counter
    with _lock:
        counter += 1
