import time


def wait_for(worker, event):
    while not worker.done:
        time.sleep(0.1)
    event.wait()
