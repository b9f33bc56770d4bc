import json
import os
import tempfile


def dump(data):
    fd, path = tempfile.mkstemp(suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f)
    return path


def scratch(run):
    fd, name = tempfile.mkstemp()
    os.close(fd)
    run(name)


def handle():
    fd, name = tempfile.mkstemp()
    return fd, name
