import os
from contextlib import contextmanager


@contextmanager
def working_directory(path):
    previous = os.getcwd()
    os.chdir(path)
    yield  # want "python/contextmanager-cleanup-without-finally"
    os.chdir(previous)


class FieldStack:
    @contextmanager
    def push(self, name):
        self._stack.append(name)
        yield  # want "python/contextmanager-cleanup-without-finally"
        self._stack.pop()
