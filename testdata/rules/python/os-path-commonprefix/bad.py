import os


def root(paths):
    return os.path.commonprefix(paths)  # want "python/os-path-commonprefix"
