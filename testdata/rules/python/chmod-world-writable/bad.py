import os
from pathlib import Path


def publish(path):
    os.chmod(path, 0o777)  # want "python/chmod-world-writable"
    Path(path).chmod(0o666)  # want "python/chmod-world-writable"


def share(path):
    import stat
    os.chmod(path, stat.S_IRWXU | stat.S_IWOTH)  # want "python/chmod-world-writable"
    Path(path).chmod(stat.S_IRWXU | stat.S_IRWXG | stat.S_IRWXO)  # want "python/chmod-world-writable"


def daemonize():
    os.umask(0)  # want "python/chmod-world-writable"

FILE_UPLOAD_PERMISSIONS = 0o666  # want "python/chmod-world-writable"


def by_name(path, fd):
    os.chmod(path, mode=0o777)  # want "python/chmod-world-writable"
    os.fchmod(fd, mode=0o666)  # want "python/chmod-world-writable"


def media_storage():
    from django.core.files.storage import FileSystemStorage
    return FileSystemStorage(location="/srv/media", file_permissions_mode=0o666)  # want "python/chmod-world-writable"
