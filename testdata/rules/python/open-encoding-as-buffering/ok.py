import codecs
import io
import zipfile
from pathlib import Path


def load(name, archive):
    with Path("config", name).open("r", encoding="utf-8") as fh:
        text = fh.read()
    with codecs.open(name, "r", "utf-8") as fh:
        text += fh.read()
    with io.open(name, "r", encoding="utf-8") as fh:
        text += fh.read()
    with zipfile.ZipFile(archive).open(name, "r", b"secret") as fh:
        text += fh.read().decode()
    return Path(name).read_text("utf-8") + text
