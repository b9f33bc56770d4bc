import os


def load(path):
    with open(path, "r+") as f:
        return f.read()


def dump(path, data):
    with open(path, mode="wb") as f:
        f.write(data)
    fd = os.open(path, os.O_RDWR)
    with open(path, "a+b") as f:
        f.write(data)
    return fd
