import stat
from os import chmod


def private(path):
    chmod(path, 0o600)


def readable(path):
    chmod(path, stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH)


def strip(path, mode):
    chmod(path, mode & ~stat.S_IWOTH)
