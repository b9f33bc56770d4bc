import io
from pathlib import Path


def load(name):
    with Path("config", name).open("r", "utf-8") as fh:  # want "python/open-encoding-as-buffering"
        text = fh.read()
    with (Path(__file__).parent / name).open("w", "utf-8") as out:
        out.write(text)
    with io.open(name, "r", "utf-8") as fh:  # want "python/open-encoding-as-buffering"
        return fh.read()
