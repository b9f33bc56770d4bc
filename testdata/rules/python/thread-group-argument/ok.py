import threading


def start(worker, job):
    t = threading.Thread(target=worker, args=(job,))
    u = threading.Thread(None, worker, "w", (job,))
    t.start()
    u.start()
