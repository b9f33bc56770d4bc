CACHE = {}


def lookup(key):
    global CACHE  # want "python/global-without-assignment"
    return CACHE.get(key)
