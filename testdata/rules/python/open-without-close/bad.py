import gzip
import io
import json


def load(path):
    f = open(path)  # want "python/open-without-close"
    data = json.load(f)
    return data["items"]


def merge(paths, out_path):
    out = open(out_path, "w")  # want "python/open-without-close"
    for p in paths:
        if p.endswith(".txt"):
            src = open(p)  # want "python/open-without-close"
            out.write(src.read())
    for p in paths:
        try:
            z = gzip.open(p, "rt")  # want "python/open-without-close"
            out.write(z.read())
        except OSError:
            pass


class Loader:
    async def load(self, path):
        if path:
            fh = io.open(path, encoding="utf-8")  # want "python/open-without-close"
            return json.loads(fh.read())


config_file = open("settings.json")  # want "python/open-without-close"
settings = json.load(config_file)
