import os
from pathlib import Path


def locate(base, name):
    a = os.path.join(base, "/static", name)  # want "python/path-join-absolute"
    b = Path(base) / "/etc/app.conf"  # want "python/path-join-absolute"
    c = Path(base).joinpath("/logs")  # want "python/path-join-absolute"
    return a, b, c
