import tarfile


def unpack(path, dest):
    with tarfile.open(path) as tf:
        tf.extractall(dest)  # want "python/tarfile-extract-unfiltered"


def unpack_one(path, name):
    archive = tarfile.open(path, "r:gz")
    archive.extract(name, "/srv/data")  # want "python/tarfile-extract-unfiltered"
    archive.close()


def unpack_chained(path):
    tarfile.open(path).extractall()  # want "python/tarfile-extract-unfiltered"


def unpack_any(path, dest):
    import shutil
    shutil.unpack_archive(path, dest)  # want "python/tarfile-extract-unfiltered"


def unpack_all(paths, dest):
    for p in paths:
        with tarfile.open(p) as tf:
            tf.extractall(dest)  # want "python/tarfile-extract-unfiltered"
