import contextlib
import os


def clean(path):
    with contextlib.suppress():  # want "python/contextlib-suppress-nothing"
        os.remove(path)
