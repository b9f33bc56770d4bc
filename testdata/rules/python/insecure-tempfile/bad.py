import tempfile


def scratch():
    path = tempfile.mktemp(suffix=".txt")  # want "python/insecure-tempfile"
    with open(path, "w", encoding="utf-8") as f:
        f.write("x")
    return path
