import threading

counter = 0


def bump():
    global counter
    with threading.Lock():  # want "python/lock-created-in-with"
        counter += 1
