def read(path):
    with open(path, "rb", encoding="utf-8") as f:  # want "python/open-binary-with-encoding"
        return f.read()
