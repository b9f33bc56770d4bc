import io
import os
import codecs
from pathlib import Path
from gzip import open as gzopen


def load(path, mode, **kw):
    with open(path, encoding="utf-8") as f:
        a = f.read()
    with open(path, "rb") as f:
        b = f.read()
    with open(path, mode) as f:
        c = f.read()
    with open(path, mode="wb") as f:
        f.write(b)
    with open(path, "r", -1, "utf-8") as f:
        d = f.read()
    with open(path, **kw) as f:
        e = f.read()
    with io.open(path, "w", encoding="latin-1") as f:
        f.write(a)
    with codecs.open(path, "r", "utf-8") as f:
        g = f.read()
    with open(os.devnull, "w") as null:
        null.write(a)
    with os.fdopen(3, "w") as w:
        w.write(a)
    t = Path(path).read_text(encoding="utf-8")
    t2 = Path(path).read_text("utf-8")
    Path(path).write_text(t, encoding="utf-8")
    Path(path).write_text(t, "utf-8")
    fd = os.open(path, os.O_RDONLY)
    raw = Path(path).read_bytes()
    return a, b, c, d, e, g, t, t2, fd, raw


def fixture(tmp_path):
    (tmp_path / "app.py").write_text("import flask\napp = flask.Flask(__name__)\n")


def help_text(formatter, text, sink):
    formatter.write_text(text)
    sink.write_text(text)
    with open("/dev/null", "w") as null:
        null.write(text)


def fallback(filename, mode=None):
    return open(filename, mode or "rb")
