import io
import codecs
import json
from pathlib import Path


def load(path):
    with open(path) as f:  # want "python/unspecified-encoding"
        return json.load(f)


def save(path, rows):
    with open(path, "w") as out:  # want "python/unspecified-encoding"
        out.writelines(rows)
    f = open(path, mode="a", newline="")  # want "python/unspecified-encoding"
    f.close()


class Store:
    async def read(self, name):
        with io.open(self.root / name, "r+") as fh:  # want "python/unspecified-encoding"
            return fh.read()

    def text(self):
        return Path(self.root, "VERSION").read_text().strip()  # want "python/unspecified-encoding"

    def write(self, text):
        (self.root / "out.txt").write_text(text)  # want "python/unspecified-encoding"

    def legacy(self, p):
        return codecs.open(p, "r").read()  # want "python/unspecified-encoding"


lines = [l.strip() for l in open("requirements.txt")]  # want "python/unspecified-encoding"


def write_report(report_path, out_dir, text):
    report_path.write_text(text)  # want "python/unspecified-encoding"
    return (out_dir / "summary.md").read_text()  # want "python/unspecified-encoding"
