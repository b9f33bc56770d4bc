import os
from pathlib import Path


def locate(base, name, total, count):
    a = os.path.join(base, "static", name)
    b = Path(base) / "etc/app.conf"
    c = os.path.join("/var/lib", name)
    d = Path("/etc") / name
    ratio = total / count
    return a, b, c, d, ratio
