import time


def wait_for(check, timeout=30):
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > timeout:
            raise TimeoutError
        time.sleep(0.5)


def age(record):
    # a stored Unix timestamp: the wall clock is the only common reference
    return time.time() - record.created_at
