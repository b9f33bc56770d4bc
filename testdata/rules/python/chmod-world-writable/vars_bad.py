import os
from pathlib import Path

SHARED_MODE = 0o777


def share(path):
    os.chmod(path, SHARED_MODE)  # want "python/chmod-world-writable"


def share_local(path):
    mode = 0o666
    Path(path).chmod(mode)  # want "python/chmod-world-writable"
