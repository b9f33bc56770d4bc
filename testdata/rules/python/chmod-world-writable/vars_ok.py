import os
from pathlib import Path

PRIVATE_MODE = 0o600


def protect(path):
    os.chmod(path, PRIVATE_MODE)


def protect_local(path, mode):
    Path(path).chmod(mode)
    default = 0o644
    os.chmod(path, default)
