import tarfile
import zipfile


def unpack(path, dest):
    with tarfile.open(path) as tf:
        tf.extractall(dest, filter="data")


def unpack_checked(path, dest):
    with tarfile.open(path) as tf:
        tf.extractall(dest, members=safe_members(tf))


def unzip(path, dest):
    with zipfile.ZipFile(path) as zf:
        zf.extractall(dest)


def safe_members(tf):
    return [m for m in tf.getmembers() if m.isfile() and not m.name.startswith(("/", ".."))]


def unpack_any(path, dest):
    import shutil
    shutil.unpack_archive(path, dest, filter="data")


def unpack_checked_loop(path, dest):
    with tarfile.open(path) as tf:
        for member in tf.getmembers():
            if member.isfile() and not member.name.startswith(("/", "..")):
                tf.extract(member, dest)
