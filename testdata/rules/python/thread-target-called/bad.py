import threading
from multiprocessing import Process

def start(job):
    t = threading.Thread(target=process(job))  # want "python/thread-target-called"
    t.start()
    p = Process(target=crunch(job.data), daemon=True)  # want "python/thread-target-called"
    p.start()
