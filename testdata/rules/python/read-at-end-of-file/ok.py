import json


def append_and_show(path, line):
    with open(path, "a+") as fh:
        fh.seek(0)
        previous = fh.read()
        fh.write(line)
    return previous


def load_state(path):
    with open(path, "r+") as fh:
        state = json.load(fh)
    return state


def log(path, line):
    with open(path, "a") as fh:
        fh.write(line)
