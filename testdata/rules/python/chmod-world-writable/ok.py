import os
from pathlib import Path


def publish(path):
    os.chmod(path, 0o755)
    Path(path).chmod(0o644)
    os.makedirs(path, 0o700, exist_ok=True)


def restrict(path):
    import stat
    os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
    mode = os.stat(path).st_mode
    os.chmod(path, mode & ~stat.S_IWOTH)
    os.chmod(path, stat.S_IROTH | stat.S_IRUSR)


def daemonize():
    os.umask(0o022)
    os.umask(0o077)


def current_umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask

FILE_UPLOAD_PERMISSIONS = 0o644


def by_name(path, fd):
    os.chmod(path, mode=0o600)
    os.fchmod(fd, mode=0o644)
    os.open(path, os.O_CREAT | os.O_WRONLY, 0o666)  # the umask takes bits off


def media_storage():
    from django.core.files.storage import FileSystemStorage
    return FileSystemStorage(location="/srv/media", file_permissions_mode=0o640, directory_permissions_mode=0o750)
