import json


def load(path):
    with open(path, encoding="utf-8") as path:  # want "python/with-target-shadows-argument"
        return json.load(path)
