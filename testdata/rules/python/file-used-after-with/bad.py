def load(path):
    with open(path) as f:
        header = f.readline()
    body = f.read()  # want "python/file-used-after-with"
    return header, body
