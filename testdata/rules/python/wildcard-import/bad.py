from os.path import *  # want "python/wildcard-import"


def where(name):
    return join(dirname(name), "x")
