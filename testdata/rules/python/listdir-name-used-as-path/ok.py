import os
import shutil


def total_size(folder):
    size = 0
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            size += os.path.getsize(path)
    return size


def archive(folder, dest):
    for entry in os.listdir("."):
        shutil.copy(entry, dest)
    for entry in os.listdir(folder):
        entry = os.path.join(folder, entry)
        with open(entry, encoding="utf-8") as fh:
            print(fh.readline())
    for item in os.scandir(folder):
        shutil.copy(item.path, dest)
