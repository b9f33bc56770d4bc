import os


def walk(top, names, sizes, kinds, mapping, rows):
    for root, dirs, files in os.walk(top):
        print(root, dirs, files)
    for root, *rest in os.walk(top):
        print(root, rest)
    for i, (name, size) in enumerate(zip(names, sizes)):
        print(i, name, size)
    for key, value in mapping.items():
        print(key, value)
    for a, b, c in rows.items(key=1):
        print(a, b, c)
    for i in range(len(names)):
        print(i)
    for name, size, kind in zip(names, sizes, kinds):
        print(name, size, kind)
    for name, size in zip(*rows):
        print(name, size)
