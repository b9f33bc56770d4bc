import os
import stat
from pathlib import Path


def publish(path):
    os.chmod(path, 511)  # want "python/chmod-world-writable"
    os.chmod(path, 0x1FF)  # want "python/chmod-world-writable"
    os.chmod(path, 0o100_666)  # want "python/chmod-world-writable"
    Path(path).chmod(0b110_110_110)  # want "python/chmod-world-writable"


def open_up(path):
    os.chmod(path, os.stat(path).st_mode | 0o002)  # want "python/chmod-world-writable"


def daemonize():
    os.umask(0o020)  # want "python/chmod-world-writable"
