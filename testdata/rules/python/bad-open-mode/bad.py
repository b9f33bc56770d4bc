def load(path):
    with open(path, "rw") as f:  # want "python/bad-open-mode"
        return f.read()


def dump(path, data):
    with open(path, mode="wbt") as f:  # want "python/bad-open-mode"
        f.write(data)


def legacy(path):
    with open(path, "rU") as fh:  # want "python/bad-open-mode"
        return fh.read()
