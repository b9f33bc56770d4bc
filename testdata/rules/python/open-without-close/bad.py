import json


def load(path):
    f = open(path)  # want "python/open-without-close"
    data = json.load(f)
    return data["items"]
