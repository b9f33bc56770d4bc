CACHE = {}
COUNT = 0


def reset():
    global CACHE
    CACHE = {}


def bump():
    global COUNT
    COUNT += 1


def lookup(key):
    return CACHE.get(key)
