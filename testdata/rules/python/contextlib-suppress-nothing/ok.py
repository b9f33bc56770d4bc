import contextlib
import os


def clean(path):
    with contextlib.suppress(FileNotFoundError):
        os.remove(path)
