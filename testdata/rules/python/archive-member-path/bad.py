import os
import shutil
import tarfile
import zipfile
from pathlib import Path


def unzip(path, dest):
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            target = os.path.join(dest, name)
            with open(target, "wb") as fh:  # want "python/archive-member-path"
                fh.write(zf.read(name))


def unzip_entries(path, dest):
    with zipfile.ZipFile(path) as zf:
        for info in zf.infolist():
            out = os.path.join(dest, info.filename)
            if info.is_dir():
                os.makedirs(out, exist_ok=True)  # want "python/archive-member-path"
                continue
            with zf.open(info) as src, open(out, mode="wb") as dst:  # want "python/archive-member-path"
                shutil.copyfileobj(src, dst)


def untar(path, dest):
    with tarfile.open(path) as tf:
        for member in tf.getmembers():
            data = tf.extractfile(member)
            if data is not None:
                Path(dest, member.name).write_bytes(data.read())  # want "python/archive-member-path"
