import os
from pathlib import Path


def publish(path):
    os.chmod(path, 0o755)
    Path(path).chmod(0o644)
    os.makedirs(path, 0o700, exist_ok=True)
