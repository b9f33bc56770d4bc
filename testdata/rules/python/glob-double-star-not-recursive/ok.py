import glob
import os
from pathlib import Path


def sources(root):
    a = glob.glob(os.path.join(root, "**", "*.py"), recursive=True)
    b = list(Path(root).rglob("*.py"))
    c = glob.glob(os.path.join(root, "*.py"))
    return a, b, c
