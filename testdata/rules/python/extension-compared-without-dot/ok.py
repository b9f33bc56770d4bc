import os
from pathlib import Path


def keep(name, path, options):
    if os.path.splitext(name)[1] == ".txt":
        return True
    root, ext = os.path.splitext(name)
    if root == "README":
        return True
    if ext.lower() in (".jpg", ".png"):
        return True
    ext = ext[1:]
    if ext == "gif":
        return True
    suffix = Path(path).suffix.lstrip(".")
    if options.suffix == "min":
        return True
    return suffix != "csv"
