import os
from pathlib import Path


def publish(path):
    os.chmod(path, 0o777)  # want "python/chmod-world-writable"
    Path(path).chmod(0o666)  # want "python/chmod-world-writable"
