import pathlib
from pathlib import Path


def project_root():
    return Path().resolve()  # want "python/path-resolve-for-cwd"


def here():
    return pathlib.Path(".").resolve()  # want "python/path-resolve-for-cwd"
