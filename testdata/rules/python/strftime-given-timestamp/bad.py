import time


def stamp():
    return time.strftime("%Y-%m-%d %H:%M:%S", time.time())  # want "python/strftime-given-timestamp"
