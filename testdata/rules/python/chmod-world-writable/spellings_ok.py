import os
import stat
from pathlib import Path


def publish(path):
    os.chmod(path, 420)  # 0o644
    os.chmod(path, 0x1ED)  # 0o755
    os.chmod(path, 0o100_644)
    Path(path).chmod(0b111_101_101)


def executable(path):
    os.chmod(path, os.stat(path).st_mode | 0o111)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


def daemonize():
    os.umask(18)  # 0o022
    os.umask(0o027)
