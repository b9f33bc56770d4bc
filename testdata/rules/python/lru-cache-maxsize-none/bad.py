import functools
from functools import lru_cache


@functools.lru_cache(maxsize=None)  # want "python/lru-cache-maxsize-none"
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@lru_cache(maxsize=None)  # want "python/lru-cache-maxsize-none"
def settings():
    return {}
