import tempfile


def scratch():
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("x")
        return f.name


def safe_dir():
    import os
    fd, path = tempfile.mkstemp(suffix=".txt")
    os.close(fd)
    return path
