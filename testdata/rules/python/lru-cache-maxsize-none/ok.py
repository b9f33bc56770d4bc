import functools


@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=128)
def lookup(key):
    return key


@functools.lru_cache(maxsize=None, typed=True)
def typed(key):
    return key
