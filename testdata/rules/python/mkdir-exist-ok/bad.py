import os
from pathlib import Path


def prepare(path):
    os.mkdir(path, exist_ok=True)  # want "python/mkdir-exist-ok"
    os.makedirs(path, exists_ok=True)  # want "python/mkdir-exist-ok"
    Path(path).mkdir(parents=True, exists_ok=True)  # want "python/mkdir-exist-ok"
