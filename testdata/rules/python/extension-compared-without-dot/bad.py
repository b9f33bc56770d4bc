import os
from pathlib import Path


def keep(name, path):
    if os.path.splitext(name)[1] == "txt":  # want "python/extension-compared-without-dot"
        return True
    root, ext = os.path.splitext(name)
    if ext.lower() in ("jpg", ".png"):  # want "python/extension-compared-without-dot"
        return True
    suffix = Path(path).suffix
    return suffix != "csv"  # want "python/extension-compared-without-dot"
