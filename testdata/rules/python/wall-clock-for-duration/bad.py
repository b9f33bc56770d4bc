import time


def wait_for(check, timeout=30):
    start = time.time()
    while not check():
        if time.time() - start > timeout:  # want "python/wall-clock-for-duration"
            raise TimeoutError
        time.sleep(0.5)


class Job:
    def run(self):
        self.started = time.time()
        self.work()
        log.info("took %.1fs", time.time() - self.started)  # want "python/wall-clock-for-duration"
