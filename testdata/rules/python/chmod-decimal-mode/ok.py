import os
import stat
from pathlib import Path


def publish(path):
    os.chmod(path, 0o644)
    os.makedirs("out", 0o755, exist_ok=True)
    Path(path).chmod(stat.S_IRUSR | stat.S_IWUSR)
    os.chmod(path, 0)
    os.chmod(path, 420)  # 0o644 in decimal, on purpose
    os.makedirs("out", 511)  # os.mkdir's documented default, mode=511
    os.chmod(path, 0x1A4)
