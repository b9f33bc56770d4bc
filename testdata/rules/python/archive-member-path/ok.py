import os
import tarfile
import zipfile


def unzip(path, dest):
    with zipfile.ZipFile(path) as zf:
        zf.extractall(dest)


def unzip_checked(path, dest):
    root = os.path.realpath(dest)
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            target = os.path.realpath(os.path.join(root, name))
            if os.path.commonpath([target, root]) != root:
                raise ValueError(name)
            with open(target, "wb") as fh:
                fh.write(zf.read(name))


def flat(path, dest):
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            with open(os.path.join(dest, os.path.basename(name)), "wb") as fh:
                fh.write(zf.read(name))


def listing(path, report):
    with tarfile.open(path) as tf:
        names = tf.getnames()
    with open(report, "w") as fh:
        fh.write("\n".join(names))


def read_members(path):
    out = {}
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            with zf.open(name) as fh:
                out[name] = fh.read()
    return out


def repack(src, dst):
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        for name in zin.namelist():
            with zout.open(name, "w") as fh:
                fh.write(zin.read(name))


def unzip_guarded(path, dest):
    with zipfile.ZipFile(path) as zf:
        for info in zf.infolist():
            name = info.filename
            if name.startswith("/") or ".." in name:
                continue
            with open(os.path.join(dest, name), "wb") as fh:
                fh.write(zf.read(info))
