import json


def load(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def run(fp, contextlib):
    with contextlib.closing(fp) as fp:
        return fp.read()
