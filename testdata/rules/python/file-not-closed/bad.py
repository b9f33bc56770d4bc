import json


def read_config(path):
    text = open(path).read()  # want "python/file-not-closed"
    settings = json.load(open(path + ".json"))  # want "python/file-not-closed"
    return text, settings
