def save(path, text):
    with open(path, "w") as f:
        f.write(text)


def update(path, text):
    with open(path, "r+") as f:
        f.read()
        f.write(text)


def copy(src, dst):
    with open(src) as f:
        dst.write(f.read())
