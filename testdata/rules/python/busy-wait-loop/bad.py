def wait_for(worker):
    while not worker.done:  # want "python/busy-wait-loop"
        pass
