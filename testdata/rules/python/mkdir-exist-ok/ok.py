import os
from pathlib import Path


def prepare(path):
    os.makedirs(path, exist_ok=True)
    Path(path).mkdir(parents=True, exist_ok=True)
    os.mkdir(path, 0o755)
