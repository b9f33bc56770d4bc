import threading
from threading import Thread


def start(worker, job):
    t = threading.Thread(worker, args=(job,))  # want "python/thread-group-argument"
    u = Thread(lambda: worker(job))  # want "python/thread-group-argument"
    t.start()
    u.start()
