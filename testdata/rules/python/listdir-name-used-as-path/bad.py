import os
import shutil


def total_size(folder):
    size = 0
    for name in os.listdir(folder):
        if os.path.isfile(name):  # want "python/listdir-name-used-as-path"
            size += 1
    return size


def archive(folder, dest):
    for entry in os.listdir(folder):
        shutil.copy(entry, dest)  # want "python/listdir-name-used-as-path"
    for entry in os.listdir(folder):
        with open(entry, encoding="utf-8") as fh:  # want "python/listdir-name-used-as-path"
            print(fh.readline())
