import functools


@functools.lru_cache(maxsize=None)
def primes(limit):
    return tuple(n for n in range(2, limit) if all(n % d for d in range(2, n)))


@functools.cache
def reader(path):
    def gen():
        yield path
    return list(gen())


def lines(path):
    with open(path) as f:
        yield from f
