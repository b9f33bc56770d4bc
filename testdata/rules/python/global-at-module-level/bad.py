COUNTER = 0
global COUNTER  # want "python/global-at-module-level"


def bump():
    return COUNTER + 1
