import functools
import threading
from multiprocessing import Process

def start(job):
    t = threading.Thread(target=process, args=(job,))
    t.start()
    p = Process(target=functools.partial(crunch, job.data), daemon=True)
    p.start()
