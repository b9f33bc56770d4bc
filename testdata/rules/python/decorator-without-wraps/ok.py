import functools
import time


def timed(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        start = time.monotonic()
        try:
            return func(*args, **kwargs)
        finally:
            print(func.__name__, time.monotonic() - start)

    return wrapper


def outer(x):
    def helper(y):
        return x + y

    return helper
