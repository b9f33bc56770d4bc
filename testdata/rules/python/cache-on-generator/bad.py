import functools
from functools import lru_cache


@functools.lru_cache(maxsize=None)  # want "python/cache-on-generator"
def primes(limit):
    for n in range(2, limit):
        if all(n % d for d in range(2, n)):
            yield n


@lru_cache  # want "python/cache-on-generator"
def lines(path):
    with open(path) as f:
        yield from f
