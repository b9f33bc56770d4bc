import os


def walk(top, names, sizes, kinds, mapping):
    for root, files in os.walk(top):  # want "python/for-unpack-mismatch"
        print(root, files)
    for i, name, size in enumerate(names):  # want "python/for-unpack-mismatch"
        print(i, name, size)
    for key, value, extra in mapping.items():  # want "python/for-unpack-mismatch"
        print(key, value, extra)
    for i, n in range(len(names)):  # want "python/for-unpack-mismatch"
        print(i, n)
    for name, size in zip(names, sizes, kinds):  # want "python/for-unpack-mismatch"
        print(name, size)
    for name, size, kind in zip(names, sizes):  # want "python/for-unpack-mismatch"
        print(name, size, kind)
