def read(path):
    with open(path) as f:  # want "python/open-without-encoding"
        text = f.read()
    with open(path, "w") as out:  # want "python/open-without-encoding"
        out.write(text)
