import os
from pathlib import Path


def publish(path):
    os.chmod(path, 644)  # want "python/chmod-decimal-mode"
    os.makedirs("out", 755)  # want "python/chmod-decimal-mode"
    Path(path).chmod(600)  # want "python/chmod-decimal-mode"
    os.mkdir("cache", mode=700)  # want "python/chmod-decimal-mode"
