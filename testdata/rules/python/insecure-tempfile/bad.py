import tempfile


def scratch():
    path = tempfile.mktemp(suffix=".txt")  # want "python/insecure-tempfile"
    with open(path, "w", encoding="utf-8") as f:
        f.write("x")
    return path


def imported():
    from tempfile import mktemp
    return mktemp(dir="/var/run")  # want "python/insecure-tempfile"


def py2():
    import os
    first = os.tempnam("/tmp", "job")  # want "python/insecure-tempfile"
    return first, os.tmpnam()  # want "python/insecure-tempfile"
