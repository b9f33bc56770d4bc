import time


def timed(func):
    def wrapper(*args, **kwargs):  # want "python/decorator-without-wraps"
        start = time.monotonic()
        try:
            return func(*args, **kwargs)
        finally:
            print(func.__name__, time.monotonic() - start)

    return wrapper
