import stat
from os import chmod, makedirs


def share(path):
    chmod(path, 0o777)  # want "python/chmod-world-writable"


def share_symbolic(path):
    makedirs(path, exist_ok=True)
    chmod(path, stat.S_IRWXU | stat.S_IRWXO)  # want "python/chmod-world-writable"


def share_named(path):
    chmod(path, mode=0o666)  # want "python/chmod-world-writable"
