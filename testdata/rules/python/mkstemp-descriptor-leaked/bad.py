import json
import tempfile
from tempfile import mkstemp


def dump(data):
    _, path = tempfile.mkstemp(suffix=".json")  # want "python/mkstemp-descriptor-leaked"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)


def scratch(run):
    fd, name = mkstemp()  # want "python/mkstemp-descriptor-leaked"
    run(name)
