import os
from contextlib import contextmanager


@contextmanager
def working_directory(path):
    previous = os.getcwd()
    os.chdir(path)
    yield  # want "python/contextmanager-cleanup-without-finally"
    os.chdir(previous)
