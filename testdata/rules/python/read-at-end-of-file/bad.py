import json


def append_and_show(path, line):
    with open(path, "a+") as fh:
        previous = fh.read()  # want "python/read-at-end-of-file"
        fh.write(line)
    return previous


def load_state(path):
    with open(path, "a+") as fh:
        state = json.load(fh)  # want "python/read-at-end-of-file"
    return state
