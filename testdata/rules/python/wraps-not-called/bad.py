import functools
from functools import wraps


def logged(func):
    @wraps  # want "python/wraps-not-called"
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper


def timed(func):
    @functools.wraps  # want "python/wraps-not-called"
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper
