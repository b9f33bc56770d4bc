import os


def root(paths):
    return os.path.commonpath(paths)
